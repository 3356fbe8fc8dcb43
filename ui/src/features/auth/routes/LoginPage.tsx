import { Alert, Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { z } from '@/shared/zod';
import { useLocation, useNavigate } from 'react-router';
import { ACCESS_REMOVED, rememberedEmail, takeAccessRemoved, takeReturnPath } from '@/shared/auth';
import { afterLogin } from '@/shared/guard';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { isValidEmail } from '@/shared/validators';
import { loginErrorMessage, useLogin } from '../api/login';
import { mfaIdOf } from '../api/secondStep';
import { SecondStepForm } from '../components/SecondStepForm';
import { AccountSwitchLink } from '@/shared/forms/AccountFields';
import { AuthCard } from '../components/AuthCard';
import { ProviderButtons } from '../components/ProviderButtons';
import { paths } from '@/shared/paths';
import { SignInPasswordInput } from '../components/SignInPasswordInput';

// The dialog's code loads when it is first opened.
const ForgotPasswordDialog = lazy(() =>
  import('../components/ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

export const INVALID_EMAIL = 'Please enter a valid email address.';
export const EMPTY_PASSWORD = 'Password cannot be empty.';

/**
 * The sign-in form. Both an email and a username sign in
 * (docs/architecture.md); only something that looks like an email address is
 * held to the email rule.
 */
const loginSchema = z.object({
  identity: z.string().check(
    z.trim(),
    z.minLength(1, INVALID_EMAIL),
    z.refine((v) => !v.includes('@') || isValidEmail(v), INVALID_EMAIL),
  ),
  password: z.string().check(z.minLength(1, EMPTY_PASSWORD)),
  remember: z.boolean(),
});

export function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();
  // The security emails' "Secure my account" button opens the dialog (?forgot=1).
  const [forgotOpen, setForgotOpen] = useState(
    () => new URLSearchParams(location.search).get('forgot') === '1',
  );
  const [forgotUsed, setForgotUsed] = useState(forgotOpen);
  // A team member the owner removed is told why their session ended.
  const [accessRemoved] = useState(takeAccessRemoved);
  const loginMutation = useLogin();
  // Set when the password needs a second step (two-step sign-in).
  const [mfaId, setMfaId] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      identity: rememberedEmail(),
      password: '',
      remember: rememberedEmail() !== '',
    },
    validate: schemaResolver(loginSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const canSubmit = form.isValid();

  const submit = form.onSubmit((values) => {
    if (loginMutation.isPending) return;
    loginMutation.mutate(values, {
      onSuccess: (user) => navigate(afterLogin(user, takeReturnPath()), { replace: true }),
      onError: (err) => setMfaId(mfaIdOf(err)),
    });
  });

  if (mfaId) {
    return (
      <AuthCard title="Confirm it's you" subtitle="Two-step sign-in">
        <SecondStepForm
          mfaId={mfaId}
          onSignedIn={(user) => navigate(afterLogin(user, takeReturnPath()), { replace: true })}
          onRestart={() => {
            loginMutation.reset();
            setMfaId(null);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Welcome" subtitle="Sign in to continue">
      <ProviderButtons intent={{ kind: 'login' }} />
      <form onSubmit={submit} noValidate aria-label="Login">
        <Stack gap="md">
          {accessRemoved ? (
            <Alert color="orange" role="status">
              {ACCESS_REMOVED}
            </Alert>
          ) : null}
          {loginMutation.isError ? (
            <Alert color="red" role="alert">
              {loginErrorMessage(loginMutation.error)}
            </Alert>
          ) : null}
          <TextInput
            label="Username or Email"
            autoComplete="username"
            required
            {...form.getInputProps('identity')}
          />
          <SignInPasswordInput {...form.getInputProps('password')} />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox
              label="Remember me"
              {...form.getInputProps('remember', { type: 'checkbox' })}
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
          <AccountSwitchLink
            question="Don't have an account?"
            to={paths.preRegister}
            link="Register"
          />
        </Stack>
      </form>
      {forgotOpen || forgotUsed ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            opened={forgotOpen}
            onClose={() => setForgotOpen(false)}
            initialEmail={form.values.identity}
          />
        </Suspense>
      ) : null}
    </AuthCard>
  );
}

export { LoginPage as Component };
