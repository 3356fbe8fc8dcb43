import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SkillsInput } from './SkillsInput';

function Harness({ initial, onChange }: { initial: string[]; onChange: (s: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <SkillsInput
      id="skills"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderInput(initial: string[] = []) {
  const onChange = vi.fn();
  render(
    <MantineProvider env="test">
      <Harness initial={initial} onChange={onChange} />
    </MantineProvider>,
  );
  return { onChange, box: screen.getByRole('textbox', { name: 'Skills' }) };
}

describe('SkillsInput', () => {
  it('adds a skill on Enter and on a comma, once, and takes the last off with Backspace', async () => {
    const { onChange, box } = renderInput();
    await userEvent.type(box, ' Go {Enter}rust,GO,');
    expect(onChange).toHaveBeenLastCalledWith(['Go', 'rust']);
    expect(box).toHaveValue('');
    expect(screen.getByText('rust')).toBeVisible();
    await userEvent.type(box, '{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['Go']);
  });

  it('adds what is left in the field when it loses focus, and clears every skill', async () => {
    const { onChange, box } = renderInput(['Go']);
    await userEvent.type(box, 'Figma');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(['Go', 'Figma']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear skills' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('keeps at most 10 skills', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `s${i}`);
    const { onChange, box } = renderInput(ten);
    expect(box).not.toHaveAttribute('placeholder');
    await userEvent.type(box, 'eleven{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(box).toHaveValue('');
  });
});
