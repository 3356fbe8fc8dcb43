import { MultiSelect, TextInput, type MultiSelectProps, type TextInputProps } from '@mantine/core';
import type { ComponentProps } from 'react';
import { LookupSelect } from '@/shared/components/LookupSelect';

/** The required, searchable pick of a phone number's country calling code. */
export function CountryCodeSelect(props: ComponentProps<typeof LookupSelect>) {
  return (
    <LookupSelect
      label="Country code"
      placeholder="Select country code"
      nothingFoundMessage="No country found"
      {...props}
    />
  );
}

/** The languages a profile lists: required, searchable, at most 20. */
export function LanguagesSelect({
  error,
  loadError,
  ...props
}: MultiSelectProps & {
  /** Shown when the options failed to load and the field has no error of its own. */
  loadError: string | undefined;
}) {
  return (
    <MultiSelect
      label="Languages"
      placeholder={props.value?.length ? undefined : 'Select languages'}
      required
      searchable
      nothingFoundMessage="No language found"
      maxValues={20}
      {...props}
      error={error ?? loadError}
    />
  );
}

/** The required city of a profile. */
export function CityInput(props: TextInputProps) {
  return <TextInput label="City" required autoComplete="address-level2" {...props} />;
}
