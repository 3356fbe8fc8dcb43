import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceSwitch } from './ChoiceSwitch';

type Size = 'small' | 'medium' | 'large';
const choices = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: <span>Medium</span> },
  { value: 'large', label: 'Large' },
] as const;

function Sizes({ onChange }: { onChange: (s: Size) => void }) {
  const [size, setSize] = useState<Size>('medium');
  return (
    <ChoiceSwitch<Size>
      label="Size"
      choices={choices}
      value={size}
      onChange={(s) => {
        setSize(s);
        onChange(s);
      }}
    />
  );
}

describe('ChoiceSwitch', () => {
  it('is a named group of radios, one checked, each named by its label', () => {
    render(<Sizes onChange={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['small', 'medium', 'large']);
    expect(within(group).getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Small' })).not.toBeChecked();
    // One name for the group, so the browser moves between them with arrows.
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
  });

  it('reports the choice clicked, by its label, and shows it checked', async () => {
    const onChange = vi.fn();
    render(<Sizes onChange={onChange} />);
    await userEvent.click(screen.getByText('Large'));
    expect(onChange).toHaveBeenCalledWith('large');
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Medium' })).not.toBeChecked();
  });

  it('two switches on one page keep their own groups', () => {
    render(
      <>
        <ChoiceSwitch label="A" choices={choices} value="small" onChange={() => {}} />
        <ChoiceSwitch label="B" choices={choices} value="large" onChange={() => {}} />
      </>,
    );
    const a = within(screen.getByRole('radiogroup', { name: 'A' }));
    const b = within(screen.getByRole('radiogroup', { name: 'B' }));
    expect(a.getByRole('radio', { name: 'Small' })).toBeChecked();
    expect(b.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(a.getByRole('radio', { name: 'Small' }).getAttribute('name')).not.toBe(
      b.getByRole('radio', { name: 'Small' }).getAttribute('name'),
    );
  });
});
