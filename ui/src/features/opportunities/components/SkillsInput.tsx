import { CloseButton, Pill, PillsInput } from '@mantine/core';
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cleanSkills, MAX_SKILL, MAX_SKILLS } from '../urlState';

interface Props {
  id: string;
  value: string[];
  onChange: (skills: string[]) => void;
}

/** The skills in a text: split at commas, trimmed, at most 50 characters each. */
const split = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim().slice(0, MAX_SKILL))
    .filter((s) => s !== '');

/**
 * The skills filter: free text, a skill per Enter or comma, each a pill;
 * Backspace in the empty field takes the last one off. Pasted or left text
 * is added too. A plain pills field, as the list has no skill suggestions
 * to offer, so it needs no dropdown code.
 */
export function SkillsInput({ id, value, onChange }: Props) {
  const [text, setText] = useState('');
  const full = value.length >= MAX_SKILLS;

  const add = (raw: string) => {
    setText('');
    const added = split(raw);
    if (added.length === 0) return;
    const next = cleanSkills([...value, ...added]);
    if (next.length !== value.length) onChange(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if ((e.key === 'Enter' || e.key === ',') && text.trim() !== '') {
      e.preventDefault();
      add(text);
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    add(text + e.clipboardData.getData('text/plain'));
  };

  return (
    <PillsInput
      id={id}
      label="Skills"
      description="Opportunities asking for all of them"
      rightSection={
        value.length > 0 ? (
          <CloseButton size="sm" aria-label="Clear skills" onClick={() => onChange([])} />
        ) : null
      }
    >
      <Pill.Group>
        {value.map((skill, i) => (
          <Pill
            key={`${skill}-${i}`}
            withRemoveButton
            onRemove={() => onChange(value.filter((_, j) => j !== i))}
          >
            {skill}
          </Pill>
        ))}
        <PillsInput.Field
          id={id}
          placeholder={full ? undefined : 'Type a skill, press Enter'}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => add(text)}
        />
      </Pill.Group>
    </PillsInput>
  );
}
