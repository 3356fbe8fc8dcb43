import { Button, Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLookups } from '@/shared/api/lookups';
import { FormAlert } from '@/shared/components/FormAlert';
import type { PendingProviderSignIn } from '@/shared/oauth';
import { paths } from '@/shared/paths';
import { splitServerErrors, SUBMIT_FAILED } from '@/shared/serverErrors';
import {
  useProviderSignUp,
  type PendingProviderAnswer,
  type ProviderSignUpInput,
} from '../api/providerSignIn';
import type { SignUpRole } from '../api/signUp';
import { ADULT_CONFIRMATION } from '../routes/VolunteerEmailVerifiedPage';
import { AuthCard } from './AuthCard';
import { registerTexts } from './RegisterForm';
import { IdentityFields, PlaceFields } from './SignUpFields';
import { TermsLabel } from './TermsLabel';

type Values = Omit<ProviderSignUpInput, 'ticket' | 'role'> & { role: SignUpRole | '' };

const FIELDS = [
  'role',
  'username',
  'first_name',
  'last_name',
  'company_name',
  'country',
  'category',
  'consent',
  'terms_accepted',
  'adult_confirmed',
] as const;

interface Props {
  answer: PendingProviderAnswer;
  pending: PendingProviderSignIn;
  /** The pending sign-in ended (expired or already used). */
  onExpired: (message: string) => void;
}

/**
 * A new person signed in with a provider: the sign-up form's questions the
 * provider did not answer (the email is the provider's, already verified;
 * no password). A volunteer also confirms being over 18, as the
 * email-verified page asks; a company goes on to its onboarding wizard.
 */
export function ProviderSignUpForm({ answer, pending, onExpired }: Props) {
  const navigate = useNavigate();
  const signUp = useProviderSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const chosenRole = pending.intent.kind === 'signup' ? pending.intent.role : '';
  const form = useForm<Values>({
    initialValues: {
      role: chosenRole,
      username: '',
      first_name: answer.first_name,
      last_name: answer.last_name,
      company_name: '',
      country: '',
      category: '',
      consent: false,
      terms_accepted: false,
      adult_confirmed: false,
    },
    onValuesChange: () => setFormError(null),
  });
  const role = form.values.role;
  // A category belongs to one role's list: a new role clears it.
  const shownRole = useRef(role);
  useEffect(() => {
    if (shownRole.current === role) return;
    shownRole.current = role;
    form.setFieldValue('category', '');
  }, [role, form]);
  const countries = useLookups('country');
  const categories = useLookups(registerTexts[role || 'volunteer'].categoryKind);

  const submit = form.onSubmit((values) => {
    if (!values.role) {
      form.setFieldError('role', 'Choose whether you join as a volunteer or as a tech company.');
      return;
    }
    signUp.mutate(
      { ...values, role: values.role, ticket: answer.ticket },
      {
        onSuccess: (user) =>
          navigate(
            user.role === 'company'
              ? paths.company.profileCreation
              : paths.volunteer.profileCreation,
            { replace: true },
          ),
        onError: (err) => {
          const split = splitServerErrors(err, [...FIELDS, 'ticket'], { fallback: SUBMIT_FAILED });
          if (split.fields.ticket) {
            onExpired(split.fields.ticket);
            return;
          }
          form.setErrors(split.fields);
          setFormError(split.general);
          const first = FIELDS.find((k) => k in split.fields);
          if (first) form.getInputNode(first)?.focus();
        },
      },
    );
  });

  return (
    <AuthCard
      title="Finish creating your account"
      subtitle={`Signed in with ${pending.displayName}`}
    >
      <form onSubmit={submit} noValidate aria-label="Finish sign-up">
        <Stack gap="md">
          <Text>
            Your email <strong>{answer.email}</strong> is confirmed by {pending.displayName}. A few
            more details and your account is ready.
          </Text>
          {chosenRole ? null : (
            <Radio.Group label="I join as" required {...form.getInputProps('role')}>
              <Stack gap="xs" mt="xs">
                <Radio value="volunteer" label="A volunteer" />
                <Radio value="company" label="A tech company" />
              </Stack>
            </Radio.Group>
          )}
          <IdentityFields inputProps={form.getInputProps} company={role === 'company'} />
          <PlaceFields
            inputProps={form.getInputProps}
            countries={countries}
            categories={categories}
            categoryDisabled={!role}
          />
          {role ? (
            <Checkbox
              label={registerTexts[role].consent}
              {...form.getInputProps('consent', { type: 'checkbox' })}
            />
          ) : null}
          <Checkbox
            label={<TermsLabel />}
            {...form.getInputProps('terms_accepted', { type: 'checkbox' })}
          />
          {role === 'volunteer' ? (
            <Checkbox
              label={ADULT_CONFIRMATION}
              {...form.getInputProps('adult_confirmed', { type: 'checkbox' })}
            />
          ) : null}
          <FormAlert message={formError} />
          <Button type="submit" fullWidth loading={signUp.isPending}>
            Create my account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
