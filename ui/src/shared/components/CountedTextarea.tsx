import { Textarea, type TextareaProps } from '@mantine/core';
import { charCount } from '@/shared/fields';

interface CountedTextareaProps extends Omit<TextareaProps, 'maxLength' | 'value'> {
  value: string;
  max: number;
}

/** A text area with a "used / max" counter under it. */
export function CountedTextarea({ value, max, ...props }: CountedTextareaProps) {
  return (
    <Textarea
      autosize
      minRows={4}
      maxRows={12}
      {...props}
      value={value}
      maxLength={max}
      description={`${charCount(value)}/${max} characters`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
