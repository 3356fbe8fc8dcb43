import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  PasswordInput,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLookups, type LookupKind } from '@/shared/api/lookups';
import { PasswordInputWithStrength } from '@/shared/components/PasswordInputWithStrength';
import { useFormDraft } from '@/shared/hooks/useFormDraft';
import { splitServerErrors, SUBMIT_FAILED } from '@/shared/serverErrors';
import { isStrongEnough, isValidEmail, PASSWORD_TOO_SHORT } from '@/shared/validators';
import { useSignUp, type SignUpRole } from '../api/signUp';
import { paths } from '@/shared/paths';

export interface RegisterValues {
  username: string;
  first_name: string;
  last_name: string;
  company_name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  country: string | null;
  category: string | null;
  consent: boolean;
  terms_accepted: boolean;
}

export const draftKeys: Record<SignUpRole, string> = {
  company: 'companyRegisterDraft',
  volunteer: 'volunteerRegisterDraft',
};

export const INVALID_FORM = 'Please fill out all required fields correctly.';

// Server keys (hooks/auth/signup.go) that have a field on this form.
const SERVER_FIELDS = [
  'username',
  'first_name',
  'last_name',
  'company_name',
  'email',
  'password',
  'passwordConfirm',
  'country',
  'category',
  'consent',
  'terms_accepted',
] as const satisfies readonly (keyof RegisterValues)[];

interface RoleTexts {
  consent: string;
  consentRequired: string;
  categoryKind: LookupKind;
  otherQuestion: string;
  otherLink: string;
  otherTo: string;
}

const texts: Record<SignUpRole, RoleTexts> = {
  company: {
    consent: 'I confirm I am building a Tech Company',
    consentRequired: 'Please confirm that you are building a Tech Company.',
    categoryKind: 'company_category',
    otherQuestion: 'Looking to gain experience and skills?',
    otherLink: 'Register as a Volunteer',
    otherTo: paths.volunteerRegister,
  },
  volunteer: {
    consent:
      'I understand that volunteering on Voluntech is unpaid and I expect no financial incentives.',
    consentRequired: 'Please confirm that you expect no financial incentives.',
    categoryKind: 'volunteer_category',
    otherQuestion: 'Building a Tech Company?',
    otherLink: 'Register as a Tech Company',
    otherTo: paths.companyRegister,
  },
};

const emptyValues: RegisterValues = {
  username: '',
  first_name: '',
  last_name: '',
  company_name: '',
  email: '',
  password: '',
  passwordConfirm: '',
  country: null,
  category: null,
  consent: false,
  terms_accepted: false,
};

const blank = (v: string) => v.trim() === '';

/**
 * The sign-up form shared by both registration pages. The button stays disabled until every
 * field is filled and both boxes are ticked; formats are checked on blur and
 * on submit; server field errors land under their fields.
 */
export function RegisterForm({ role }: { role: SignUpRole }) {
  const t = texts[role];
  const isCompany = role === 'company';
  const draftKey = draftKeys[role];
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const draft = useFormDraft(draftKey, emptyValues, ['password', 'passwordConfirm']);
  const countries = useLookups('country');
  const categories = useLookups(t.categoryKind);

  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: draft.initial,
    validateInputOnBlur: [
      'username',
      'first_name',
      'last_name',
      'company_name',
      'email',
      'password',
      'passwordConfirm',
      'country',
      'category',
    ],
    onValuesChange: (values) => {
      draft.save(values);
      setFormError(null);
    },
    validate: {
      username: (v) => (blank(v) ? 'Username is required.' : null),
      first_name: (v) => (blank(v) ? 'First name is required.' : null),
      last_name: (v) => (blank(v) ? 'Last name is required.' : null),
      company_name: (v) => (isCompany && blank(v) ? 'Company name is required.' : null),
      email: (v) => (isValidEmail(v) ? null : 'Please enter valid email.'),
      password: (v) => {
        if (v === '') return 'Password is required.';
        return isStrongEnough(v) ? null : PASSWORD_TOO_SHORT;
      },
      passwordConfirm: (v, values) =>
        v === values.password ? null : 'The passwords do not match.',
      country: (v) => (v ? null : 'Please Select country.'),
      category: (v) => (v ? null : 'Please Select category.'),
      consent: (v) => (v ? null : t.consentRequired),
      terms_accepted: (v) => (v ? null : 'Please accept the Terms of Service and Privacy Policy.'),
    },
  });

  const v = form.values;
  const complete =
    !blank(v.username) &&
    !blank(v.first_name) &&
    !blank(v.last_name) &&
    (!isCompany || !blank(v.company_name)) &&
    !blank(v.email) &&
    v.password !== '' &&
    v.passwordConfirm !== '' &&
    Boolean(v.country) &&
    Boolean(v.category) &&
    v.consent &&
    v.terms_accepted;

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      signUp.mutate(
        {
          role,
          username: values.username,
          first_name: values.first_name,
          last_name: values.last_name,
          company_name: isCompany ? values.company_name : undefined,
          email: values.email,
          password: values.password,
          passwordConfirm: values.passwordConfirm,
          country: values.country ?? '',
          category: values.category ?? '',
        },
        {
          onSuccess: ({ user }) => {
            draft.clear();
            navigate(user ? paths.verifyEmail : paths.login, { replace: true });
          },
          onError: (err) => {
            const fields = isCompany
              ? SERVER_FIELDS
              : SERVER_FIELDS.filter((k) => k !== 'company_name');
            const split = splitServerErrors(err, fields, { fallback: SUBMIT_FAILED });
            const known = split.fields;
            form.setErrors(known);
            if (split.general) setFormError(split.general);
            const first = SERVER_FIELDS.find((k) => k in known);
            if (first) form.getInputNode(first)?.focus();
          },
        },
      );
    },
    (errors) => {
      setFormError(INVALID_FORM);
      const first = SERVER_FIELDS.find((k) => errors[k]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  const lookupError = (failed: boolean, what: string) =>
    failed ? `Failed to fetch ${what}. Please try again.` : undefined;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={isCompany ? 'Company sign-up' : 'Volunteer sign-up'}
    >
      <Stack gap="md">
        <TextInput
          label="User Name"
          autoComplete="username"
          required
          {...form.getInputProps('username')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            required
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            required
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        {isCompany ? (
          <TextInput
            label="Company Name"
            autoComplete="organization"
            required
            {...form.getInputProps('company_name')}
          />
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInputWithStrength
          label="Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
          value={v.password}
          onBlur={() => {
            form.validateField('password');
            // A confirmation typed earlier is re-checked against the changed password.
            if (v.passwordConfirm !== '') form.validateField('passwordConfirm');
          }}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          required
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show password confirmation' }}
          {...form.getInputProps('passwordConfirm')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <NativeSelect
            label="Country"
            required
            data={[{ value: '', label: 'Select country' }, ...countries.options]}
            disabled={countries.isPending}
            {...form.getInputProps('country')}
            error={form.errors.country ?? lookupError(countries.isError, 'countries')}
          />
          <NativeSelect
            label="Category"
            required
            data={[{ value: '', label: 'Select category' }, ...categories.options]}
            disabled={categories.isPending}
            {...form.getInputProps('category')}
            error={form.errors.category ?? lookupError(categories.isError, 'categories')}
          />
        </SimpleGrid>
        <Checkbox label={t.consent} {...form.getInputProps('consent', { type: 'checkbox' })} />
        <Checkbox
          label={
            <>
              I accept the{' '}
              <Anchor href={paths.terms} target="_blank" rel="noopener noreferrer" inherit>
                Terms of Service
              </Anchor>{' '}
              and{' '}
              <Anchor href={paths.privacy} target="_blank" rel="noopener noreferrer" inherit>
                Privacy Policy
              </Anchor>
            </>
          }
          {...form.getInputProps('terms_accepted', { type: 'checkbox' })}
        />
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth disabled={!complete} loading={signUp.isPending}>
          Create an account
        </Button>
        <Text ta="center" size="sm">
          {t.otherQuestion}{' '}
          <Anchor component={Link} to={t.otherTo} fw={600}>
            {t.otherLink}
          </Anchor>
        </Text>
        <Text ta="center" size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login} fw={600}>
            Log in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
