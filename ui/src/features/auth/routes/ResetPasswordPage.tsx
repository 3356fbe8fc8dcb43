import { Alert, Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PasswordInputWithStrength } from '@/shared/components/PasswordInputWithStrength';
import { fieldErrors } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { isStrongEnough, PASSWORD_TOO_SHORT } from '@/shared/validators';
import { useConfirmPasswordReset } from '../api/confirmPasswordReset';
import { AuthCard } from '../components/AuthCard';
import { paths } from '@/shared/paths';

/** The modal follows the success after 3 s, and the login page after 3 s more. */
export const RESET_MODAL_DELAY_MS = 3000;
export const RESET_REDIRECT_DELAY_MS = 3000;
const RESET_FAILED = 'Failed to send password reset instructions.';
const LINK_INVALID = 'This link is invalid or has expired. Ask for a new one.';

export function ResetPasswordPage() {
  usePageTitle('New password');
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const navigate = useNavigate();
  const reset = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const done = reset.isSuccess;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => setModalOpen(true), RESET_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  useEffect(() => {
    if (!modalOpen) return;
    const timer = window.setTimeout(
      () => navigate(paths.login, { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [modalOpen, navigate]);

  const valid = isStrongEnough(password);
  const serverErrors = reset.isError ? fieldErrors(reset.error) : {};
  const tokenError = Boolean(serverErrors.token);
  const passwordError =
    serverErrors.password ?? (touched && password !== '' && !valid ? PASSWORD_TOO_SHORT : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || reset.isPending || done) return;
    reset.mutate({ token, password });
  };

  return (
    <AuthCard title="New password" subtitle={email ? `for ${email}` : undefined}>
      <form onSubmit={submit} noValidate aria-label="New password">
        <Stack gap="md">
          {done ? (
            <Alert color="green" role="status">
              Your password has been changed. You can now log in with your new password.
            </Alert>
          ) : null}
          {tokenError ? (
            <Alert color="red" role="alert">
              {LINK_INVALID}{' '}
              <Anchor component={Link} to={paths.login} inherit fw={600}>
                Back to login
              </Anchor>
            </Alert>
          ) : null}
          {reset.isError && !tokenError && !serverErrors.password ? (
            <Alert color="red" role="alert">
              {RESET_FAILED}
            </Alert>
          ) : null}
          <PasswordInputWithStrength
            label="New password"
            autoComplete="new-password"
            required
            value={password}
            error={passwordError}
            disabled={done}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              if (reset.isError) reset.reset();
            }}
            onBlur={() => setTouched(true)}
          />
          <Button type="submit" fullWidth disabled={!valid || done} loading={reset.isPending}>
            Reset password
          </Button>
          <Text ta="center" size="sm">
            Remembered it?{' '}
            <Anchor component={Link} to={paths.login} fw={600}>
              Back to login
            </Anchor>
          </Text>
        </Stack>
      </form>
      <Modal
        opened={modalOpen}
        onClose={() => navigate(paths.login, { replace: true })}
        title="Password reset"
        centered
      >
        <Stack gap="md">
          <Text>Your password has been reset. Log in with your new password.</Text>
          <Button component={Link} to={paths.login} replace fullWidth>
            Login now
          </Button>
        </Stack>
      </Modal>
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
