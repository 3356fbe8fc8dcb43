import {
  Alert,
  Anchor,
  Button,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage, fieldErrors, statusOf } from '@/shared/errors';
import type { User } from '@/shared/types';
import { FormAlert } from '@/shared/components/FormAlert';
import { useConfirmSecondStep, useSecondStep } from '../api/secondStep';

export const EMAIL_CODE_SENT =
  'We sent a 6-digit code to your email address. Enter it to finish signing in.';

type AppChoice = 'app' | 'recovery';

/** The second step of a sign-in that needs one: the emailed code, or an authenticator or recovery code. */
export function SecondStepForm({
  mfaId,
  onSignedIn,
  onRestart,
}: {
  mfaId: string;
  onSignedIn: (user: User) => void;
  onRestart: () => void;
}) {
  const step = useSecondStep(mfaId);
  const confirm = useConfirmSecondStep(mfaId);
  const [choice, setChoice] = useState<AppChoice>('app');
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (v) => (v.trim() ? null : 'Enter the code.') },
  });

  if (step.isPending) return <Loader size="sm" aria-label="Preparing the second step" />;
  if (step.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {errorMessage(step.error)}
        </Alert>
        <Button onClick={onRestart}>Back to sign in</Button>
      </Stack>
    );
  }
  const data = step.data;
  const submit = form.onSubmit((values) => {
    setGeneral(null);
    confirm.mutate(
      { step: data, code: values.code.trim() },
      {
        onSuccess: onSignedIn,
        onError: (err) => {
          const errs = fieldErrors(err);
          // PocketBase names the emailed code "password"; an expired session "mfaId".
          // PocketBase refuses a wrong emailed code with 400 and no field.
          const refusedCode =
            data.method === 'email' && statusOf(err) === 400 ? errorMessage(err) : undefined;
          const msg = errs.code ?? errs.password ?? refusedCode;
          if (msg && !errs.mfaId) form.setFieldError('code', msg);
          else setGeneral(errorMessage(err));
        },
      },
    );
  });
  const label =
    data.method === 'email'
      ? 'Code from the email'
      : choice === 'app'
        ? 'Code from your authenticator app'
        : 'Recovery code';

  return (
    <form onSubmit={submit} noValidate aria-label="Confirm sign-in">
      <Stack gap="md">
        <Text>
          {data.method === 'email'
            ? EMAIL_CODE_SENT
            : 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.'}
        </Text>
        <FormAlert message={general} />
        {data.method === 'totp' ? (
          <SegmentedControl
            aria-label="Kind of code"
            value={choice}
            onChange={(v) => setChoice(v as AppChoice)}
            data={[
              { value: 'app', label: 'Authenticator app' },
              { value: 'recovery', label: 'Recovery code' },
            ]}
          />
        ) : null}
        <TextInput
          label={label}
          inputMode={choice === 'app' || data.method === 'email' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          required
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth loading={confirm.isPending}>
          Confirm
        </Button>
        {data.method === 'email' ? (
          <Anchor component="button" type="button" size="sm" onClick={() => void step.refetch()}>
            Send a new code
          </Anchor>
        ) : null}
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
