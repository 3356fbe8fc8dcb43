import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { useLookups } from '@/shared/api/lookups';
import { NameFields } from '@/shared/forms/AccountFields';
import { USERNAME_MAX } from './registerSchema';

/** A form's `getInputProps`, for the sign-up fields both sign-up forms share. */
type InputProps = (
  field: 'username' | 'first_name' | 'last_name' | 'company_name' | 'country' | 'category',
) => GetInputPropsReturnType;

/**
 * Who signs up: the user name, first and last name, and for a company its
 * name (the sign-up form and the form that finishes a provider's sign-up).
 */
export function IdentityFields({
  inputProps,
  company,
}: {
  inputProps: InputProps;
  company: boolean;
}) {
  return (
    <>
      <TextInput
        label="User Name"
        autoComplete="username"
        required
        maxLength={USERNAME_MAX}
        {...inputProps('username')}
      />
      <NameFields
        first={{ label: 'First Name', ...inputProps('first_name') }}
        last={{ label: 'Last Name', ...inputProps('last_name') }}
      />
      {company ? (
        <TextInput
          label="Company Name"
          autoComplete="organization"
          required
          {...inputProps('company_name')}
        />
      ) : null}
    </>
  );
}

type Lookups = ReturnType<typeof useLookups>;

/** Country and category side by side, each from its pick list. */
export function PlaceFields({
  inputProps,
  countries,
  categories,
  categoryDisabled = false,
  errors = {},
}: {
  inputProps: InputProps;
  countries: Lookups;
  categories: Lookups;
  categoryDisabled?: boolean;
  /** Messages shown when the form has none of its own (a pick list that failed to load). */
  errors?: { country?: string; category?: string };
}) {
  const country = inputProps('country');
  const category = inputProps('category');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      <NativeSelect
        label="Country"
        required
        data={[{ value: '', label: 'Select country' }, ...countries.options]}
        disabled={countries.isPending}
        {...country}
        error={(country.error as string | undefined) ?? errors.country}
      />
      <NativeSelect
        label="Category"
        required
        data={[{ value: '', label: 'Select category' }, ...categories.options]}
        disabled={categoryDisabled || categories.isPending}
        {...category}
        error={(category.error as string | undefined) ?? errors.category}
      />
    </SimpleGrid>
  );
}
