import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/renderRoutes';
import { PhoneNumberInput } from './PhoneNumberInput';

/** The input as a form holds it: the stored value is what onDigits gave. */
function Harness({ stored }: { stored: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneNumberInput
      label="Mobile number"
      dialCode="44"
      value={value}
      onDigits={(v) => {
        setValue(v);
        stored(v);
      }}
    />
  );
}

describe('PhoneNumberInput', () => {
  it('stores a pasted international number once, as national digits, and shows it so', async () => {
    const user = userEvent.setup();
    let stored = '';
    renderInApp(<Harness stored={(v) => (stored = v)} />);
    const input = screen.getByRole('textbox', { name: /mobile number/i });
    await user.click(input);
    await user.paste('+44 7700 900123');
    expect(stored).toBe('7700900123');
    expect(input).toHaveValue('7700900123');
  });

  it('lets a number be typed with its spaces, then shows the stored form on leaving', async () => {
    const user = userEvent.setup();
    let stored = '';
    renderInApp(<Harness stored={(v) => (stored = v)} />);
    const input = screen.getByRole('textbox', { name: /mobile number/i });
    await user.type(input, '+44 07700 900-123');
    expect(input).toHaveValue('+44 07700 900-123');
    expect(stored).toBe('7700900123');
    await user.tab();
    expect(input).toHaveValue('7700900123');
  });
});
