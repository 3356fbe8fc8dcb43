import { TagsInput, type TagsInputProps } from '@mantine/core';
import { useState } from 'react';

interface Props extends Omit<TagsInputProps, 'maxTags' | 'onMaxTags'> {
  max: number;
}

/**
 * Free tags with a limit: a tag past the limit is not added, and the field
 * says why instead of dropping it silently.
 */
export function TagsField({ max, error, onChange, ...props }: Props) {
  const [over, setOver] = useState(false);
  return (
    <TagsInput
      maxTags={max}
      onMaxTags={() => setOver(true)}
      {...props}
      onChange={(value) => {
        setOver(false);
        onChange?.(value);
      }}
      error={error ?? (over ? `You can add up to ${max} tags.` : undefined)}
    />
  );
}
