import { useId, type ReactNode } from 'react';
import classes from './ChoiceSwitch.module.css';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

interface Props<T extends string> {
  /** Names the group for screen readers, e.g. "Layout". */
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A choice between a few options, drawn as a segmented control: a group of
 * native radios (arrow keys move between them). Unlike Mantine's
 * SegmentedControl it measures nothing, so a page that shows it on its
 * first screen draws in one pass; see docs/architecture.md.
 */
export function ChoiceSwitch<T extends string>({ label, choices, value, onChange }: Props<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {choices.map((choice) => (
        <label key={choice.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
