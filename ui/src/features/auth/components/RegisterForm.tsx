import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLookups, type LookupKind } from '@/shared/api/lookups';
import { afterClick, validateOnBlur } from '@/shared/afterClick';
import { useDraftForm } from '@/shared/hooks/useFormDraft';
import { splitServerErrors, SUBMIT_FAILED } from '@/shared/serverErrors';
import { statusOf } from '@/shared/errors';
import { useSignUp, type SignUpRole } from '../api/signUp';
import { paths } from '@/shared/paths';
import {
  emptyRegisterValues,
  isComplete,
  REGISTER_FIELDS,
  registerSchema,
  type RegisterValues,
} from './registerSchema';
import { FormAlert } from '@/shared/components/FormAlert';
import { AccountSwitchLink, NewPasswordFields } from '@/shared/forms/AccountFields';
import { IdentityFields, PlaceFields } from './SignUpFields';
import { TermsLabel } from './TermsLabel';

export type { RegisterValues } from './registerSchema';

export const draftKeys: Record<SignUpRole, string> = {
  company: 'companyRegisterDraft',
  volunteer: 'volunteerRegisterDraft',
};

export const INVALID_FORM = 'Please fill out all required fields correctly.';

interface RoleTexts {
  consent: string;
  categoryKind: LookupKind;
  otherQuestion: string;
  otherLink: string;
  otherTo: string;
}

export const registerTexts: Record<SignUpRole, RoleTexts> = {
  company: {
    consent: 'I confirm I am building a Tech Company',
    categoryKind: 'company_category',
    otherQuestion: 'Looking to gain experience and skills?',
    otherLink: 'Register as a Volunteer',
    otherTo: paths.volunteerRegister,
  },
  volunteer: {
    consent:
      'I understand that volunteering on Voluntech is unpaid and I expect no financial incentives.',
    categoryKind: 'volunteer_category',
    otherQuestion: 'Building a Tech Company?',
    otherLink: 'Register as a Tech Company',
    otherTo: paths.companyRegister,
  },
};

/**
 * The sign-up form shared by both registration pages. The button stays disabled until every
 * field is filled and both boxes are ticked; formats are checked on blur and
 * on submit; server field errors land under their fields.
 */
export function RegisterForm({ role }: { role: SignUpRole }) {
  const t = registerTexts[role];
  const isCompany = role === 'company';
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => registerSchema(role), [role]);
  const fields = isCompany ? REGISTER_FIELDS : REGISTER_FIELDS.filter((k) => k !== 'company_name');
  const countries = useLookups('country');
  const categories = useLookups(t.categoryKind);

  const { form, clearDraft } = useDraftForm<RegisterValues>(
    draftKeys[role],
    {
      initialValues: emptyRegisterValues,
      // The boxes are checked on submit only: an error under one would move
      // the other as the focus passes between them.
      enhanceGetInputProps: validateOnBlur(
        fields.filter((k) => typeof emptyRegisterValues[k] !== 'boolean'),
      ),
      onValuesChange: () => setFormError(null),
      validate: schemaResolver(schema, { sync: true }),
    },
    ['password', 'passwordConfirm'],
  );

  const v = form.values;
  const complete = isComplete(role, v);

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
            clearDraft();
            navigate(user ? paths.verifyEmail : paths.login, { replace: true });
          },
          onError: (err) => {
            const split = splitServerErrors(err, fields, { fallback: SUBMIT_FAILED });
            const known = split.fields;
            form.setErrors(known);
            // The spec's words for a failed sign-up, whatever the server's fault.
            if (split.general) setFormError(statusOf(err) >= 500 ? SUBMIT_FAILED : split.general);
            const first = fields.find((k) => k in known);
            if (first) form.getInputNode(first)?.focus();
          },
        },
      );
    },
    (errors) => {
      setFormError(INVALID_FORM);
      const first = fields.find((k) => errors[k]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  const lookupError = (failed: boolean, what: string) =>
    failed ? `Failed to fetch ${what}. Please try again.` : undefined;

  return (
    <form
      onSubmit={submit}
      // With the button disabled the browser ignores Enter in a field; the
      // spec wants the form's message then, as a click on Submit would show.
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !complete && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          submit();
        }
      }}
      noValidate
      aria-label={isCompany ? 'Company sign-up' : 'Volunteer sign-up'}
    >
      <Stack gap="md">
        <IdentityFields inputProps={form.getInputProps} company={isCompany} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <NewPasswordFields
          password={{
            label: 'Password',
            ...form.getInputProps('password'),
            value: v.password,
            onBlur: () =>
              afterClick(() => {
                form.validateField('password');
                // A confirmation typed earlier is re-checked against the changed password.
                if (form.getValues().passwordConfirm !== '') form.validateField('passwordConfirm');
              }),
          }}
          confirm={{ label: 'Confirm Password', ...form.getInputProps('passwordConfirm') }}
        />
        <PlaceFields
          inputProps={form.getInputProps}
          countries={countries}
          categories={categories}
          errors={{
            country: lookupError(countries.isError, 'countries'),
            category: lookupError(categories.isError, 'categories'),
          }}
        />
        <Checkbox label={t.consent} {...form.getInputProps('consent', { type: 'checkbox' })} />
        <Checkbox
          label={<TermsLabel />}
          {...form.getInputProps('terms_accepted', { type: 'checkbox' })}
        />
        <FormAlert message={formError} />
        <Button type="submit" fullWidth disabled={!complete} loading={signUp.isPending}>
          Create an account
        </Button>
        <AccountSwitchLink question={t.otherQuestion} to={t.otherTo} link={t.otherLink} />
        <AccountSwitchLink />
      </Stack>
    </form>
  );
}
