import { TextInput, type TextInputProps } from '@mantine/core';
import { digitsOnly } from '@/shared/fields';

interface Props extends Omit<TextInputProps, 'onChange' | 'value'> {
  label: string;
  /** The chosen country's dial code in digits ("44"), shown before the number. */
  dialCode: string | null | undefined;
  value?: string;
  /** Receives the number with everything but digits removed (docs/architecture.md). */
  onDigits: (digits: string) => void;
}

/** A national phone number after its country's dial code; only digits are kept. */
export function PhoneNumberInput({ dialCode, onDigits, ...props }: Props) {
  return (
    <TextInput
      required
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={15}
      leftSection={dialCode ? `+${dialCode}` : undefined}
      leftSectionWidth={dialCode ? 56 : undefined}
      {...props}
      onChange={(e) => onDigits(digitsOnly(e.currentTarget.value))}
    />
  );
}
