import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { rememberedEmail, takeReturnPath } from '@/shared/auth';
import { afterLogin } from '@/shared/guard';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { isValidEmail } from '@/shared/validators';
import { loginErrorMessage, useLogin } from '../api/login';
import { AuthCard } from '../components/AuthCard';
import { paths } from '@/shared/paths';

// The dialog's code loads when it is first opened.
const ForgotPasswordDialog = lazy(() =>
  import('../components/ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

export const INVALID_EMAIL = 'Please enter a valid email address.';
export const EMPTY_PASSWORD = 'Password cannot be empty.';

/**
 * Both an email and a username sign in (docs/architecture.md); only something that
 * looks like an email address is held to the email rule.
 */
function identityError(identity: string): string | null {
  const value = identity.trim();
  if (!value) return INVALID_EMAIL;
  if (value.includes('@') && !isValidEmail(value)) return INVALID_EMAIL;
  return null;
}

export function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const [identity, setIdentity] = useState(rememberedEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedEmail() !== '');
  const [touched, setTouched] = useState({ identity: false, password: false });
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotUsed, setForgotUsed] = useState(false);
  const loginMutation = useLogin();

  const idError = identityError(identity);
  const canSubmit = !idError && password !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ identity: true, password: true });
    if (!canSubmit || loginMutation.isPending) return;
    loginMutation.mutate(
      { identity, password, remember },
      { onSuccess: (user) => navigate(afterLogin(user, takeReturnPath()), { replace: true }) },
    );
  };

  return (
    <AuthCard title="Welcome" subtitle="Sign in to continue">
      <form onSubmit={submit} noValidate aria-label="Login">
        <Stack gap="md">
          {loginMutation.isError ? (
            <Alert color="red" role="alert">
              {loginErrorMessage(loginMutation.error)}
            </Alert>
          ) : null}
          <TextInput
            label="Username or Email"
            autoComplete="username"
            required
            value={identity}
            error={touched.identity ? idError : null}
            onChange={(e) => setIdentity(e.currentTarget.value)}
            onBlur={() => setTouched((t) => ({ ...t, identity: true }))}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            error={touched.password && password === '' ? EMPTY_PASSWORD : null}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
            onChange={(e) => setPassword(e.currentTarget.value)}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox
              label="Remember me"
              checked={remember}
              onChange={(e) => setRemember(e.currentTarget.checked)}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setForgotOpen(true);
                setForgotUsed(true);
              }}
            >
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={!canSubmit} loading={loginMutation.isPending}>
            Login
          </Button>
          <Text ta="center" size="sm">
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to={paths.preRegister} fw={600}>
              Register
            </Anchor>
          </Text>
        </Stack>
      </form>
      {forgotOpen || forgotUsed ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            opened={forgotOpen}
            onClose={() => setForgotOpen(false)}
            initialEmail={identity}
          />
        </Suspense>
      ) : null}
    </AuthCard>
  );
}

export { LoginPage as Component };
