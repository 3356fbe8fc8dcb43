import { Alert, Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useMediaQueryNow } from '@/shared/hooks/useBelow';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { isValidEmail } from '@/shared/validators';
import { useRequestPasswordReset } from '../api/requestPasswordReset';

export const EMAIL_SENT_MS = 3000;
const INVALID_EMAIL = 'Please enter a valid email address.';
const SEND_FAILED = 'Failed to send the reset email. Please try again.';

interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Prefills the field, e.g. with what was typed on the login form. */
  initialEmail?: string;
}

/** "Forgot password?": asks for a reset link, then shows "Email Sent!" for 3 s. */
export function ForgotPasswordDialog({
  opened,
  onClose,
  initialEmail = '',
}: ForgotPasswordDialogProps) {
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), EMAIL_SENT_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  return (
    <>
      <Modal opened={opened} onClose={onClose} title="Forgot password?" centered>
        <ForgotPasswordForm
          initialEmail={initialEmail}
          onCancel={onClose}
          onSent={() => {
            onClose();
            setSent(true);
          }}
        />
      </Modal>
      <Modal opened={sent} onClose={() => setSent(false)} title="Email Sent!" centered>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconMailCheck size={28} color="var(--mantine-color-green-8)" aria-hidden />
          <Text>Check your email and open the link we sent to continue.</Text>
        </Group>
      </Modal>
    </>
  );
}

interface ForgotPasswordFormProps {
  initialEmail: string;
  onCancel: () => void;
  onSent: () => void;
}

function ForgotPasswordForm({ initialEmail, onCancel, onSent }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(isValidEmail(initialEmail) ? initialEmail.trim() : '');
  const [error, setError] = useState<string | null>(null);
  const narrow = useMediaQueryNow('(max-width: 640px)');
  const reset = useRequestPasswordReset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(INVALID_EMAIL);
      return;
    }
    reset.mutate(email, { onSuccess: onSent });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Text mb="md">Enter your email and we&apos;ll send you a link to reset your password</Text>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        data-autofocus
        value={email}
        error={error}
        onChange={(e) => {
          setEmail(e.currentTarget.value);
          setError(null);
        }}
        onBlur={() => {
          if (email.trim() && !isValidEmail(email)) setError(INVALID_EMAIL);
        }}
      />
      {reset.isError ? (
        <Alert color="red" mt="md" role="alert">
          {SEND_FAILED}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={reset.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={reset.isPending}>
          {narrow ? 'Send link' : 'Send link to email'}
        </Button>
      </Group>
    </form>
  );
}
