import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { nationalPhone } from '@/shared/fields';

interface Props extends Omit<TextInputProps, 'onChange' | 'value'> {
  label: string;
  /** The chosen country's dial code in digits ("44"), shown before the number. */
  dialCode: string | null | undefined;
  value?: string;
  /**
   * Receives the national number as the server stores it (`nationalPhone`:
   * "+44 7700 900-123" → "7700900123"), or what was typed when it cannot be
   * read as one (another country's code, letters) for the form's check.
   */
  onDigits: (national: string) => void;
}

/**
 * A national phone number after its country's dial code. It takes what
 * people paste or type (spaces, dashes, parentheses, "+" and the dial code,
 * a trunk 0) and shows the number as it will be stored once pasted or left.
 */
export function PhoneNumberInput({ dialCode, onDigits, value, onBlur, ...props }: Props) {
  // What the person is typing, shown as typed until they leave the field.
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <TextInput
      required
      inputMode="tel"
      autoComplete="tel-national"
      // A bound for pasted text; the length rule counts digits (phoneError).
      maxLength={32}
      leftSection={dialCode ? `+${dialCode}` : undefined}
      leftSectionWidth={dialCode ? 56 : undefined}
      {...props}
      value={typed ?? value ?? ''}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        const pasted = (e.nativeEvent as InputEvent).inputType === 'insertFromPaste';
        setTyped(pasted ? null : raw);
        onDigits(nationalPhone(raw, dialCode).national);
      }}
      onBlur={(e) => {
        setTyped(null);
        onBlur?.(e);
      }}
    />
  );
}
