import { Select, type SelectProps } from '@mantine/core';

interface Props extends SelectProps {
  /** Shown when the options failed to load and the field has no error of its own. */
  loadError?: string;
}

/** A required, searchable pick list of lookups (a stage, a source, a level...). */
export function LookupSelect({ error, loadError, ...props }: Props) {
  return (
    <Select
      required
      searchable
      // Choosing the chosen option again must not empty a required field.
      allowDeselect={false}
      nothingFoundMessage="Nothing found"
      {...props}
      error={error ?? loadError}
    />
  );
}
