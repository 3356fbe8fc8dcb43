import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { takeReturnPath } from '@/shared/auth';
import { FormAlert } from '@/shared/components/FormAlert';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { afterLogin } from '@/shared/guard';
import type { PendingProviderSignIn } from '@/shared/oauth';
import { useProviderLink, type PendingProviderAnswer } from '../api/providerSignIn';
import { mfaIdOf } from '../api/secondStep';
import { AuthCard } from './AuthCard';
import { SignInPasswordInput } from './SignInPasswordInput';

interface Props {
  answer: PendingProviderAnswer;
  pending: PendingProviderSignIn;
  /** The pending sign-in ended (expired, or too many wrong passwords). */
  onExpired: (message: string) => void;
  /** The account has two-step sign-in: the link is made, its second step signs in. */
  onSecondStep: (mfaId: string) => void;
}

/** An account holds the provider's email: its password, once, links the provider to it. */
export function ProviderLinkForm({ answer, pending, onExpired, onSecondStep }: Props) {
  const navigate = useNavigate();
  const link = useProviderLink();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError('Password cannot be empty.');
      return;
    }
    link.mutate(
      { ticket: answer.ticket, password },
      {
        onSuccess: (user) => navigate(afterLogin(user, takeReturnPath()), { replace: true }),
        onError: (err) => {
          const mfaId = mfaIdOf(err);
          if (mfaId) {
            onSecondStep(mfaId);
            return;
          }
          const fields = fieldErrors(err);
          if (fields.ticket) onExpired(fields.ticket);
          else if (fields.password) setError(fields.password);
          else setFormError(errorMessage(err));
        },
      },
    );
  };

  return (
    <AuthCard title="Link your account" subtitle={`Sign in with ${pending.displayName}`}>
      <form onSubmit={submit} noValidate aria-label="Link provider">
        <Stack gap="md">
          <Text>
            An account with the email <strong>{answer.email}</strong> already exists. Enter its
            password once to link {pending.displayName} to it; after that, {pending.displayName}{' '}
            signs you in.
          </Text>
          <SignInPasswordInput
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setError(null);
              setFormError(null);
            }}
            error={error}
          />
          <FormAlert message={formError} />
          <Button type="submit" fullWidth loading={link.isPending}>
            Link and sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
