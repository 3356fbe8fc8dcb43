import { Select, type SelectProps } from '@mantine/core';
import { useLookups, type LookupKind } from '@/shared/api/lookups';

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

interface LookupFieldProps extends Omit<Props, 'data' | 'loadError'> {
  kind: LookupKind;
  /** Shown when the pick list failed to load and the field has no error of its own. */
  failedText: string;
}

/** A LookupSelect that loads its own pick list, the lookups of `kind`. */
export function LookupField({ kind, failedText, ...props }: LookupFieldProps) {
  const lookups = useLookups(kind);
  return (
    <LookupSelect
      {...props}
      data={lookups.options}
      loadError={lookups.isError ? failedText : undefined}
    />
  );
}
