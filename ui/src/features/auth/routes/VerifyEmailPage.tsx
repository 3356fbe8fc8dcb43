import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { logout, refreshAuth, takeReturnPath, useCurrentUser } from '@/shared/auth';
import { afterLogin } from '@/shared/guard';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useRequestVerification } from '../api/requestVerification';
import { AuthCard } from '../components/AuthCard';
import { paths } from '@/shared/paths';

const TITLE = 'Verify your email address';

/** Where a new account waits for its emailed link before it may sign in, with "Resend email". */
export function VerifyEmailPage() {
  usePageTitle(TITLE);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const resend = useRequestVerification();
  // The link may have been opened in another tab: re-read the user on focus.
  useQuery({
    queryKey: ['auth', 'refresh', user?.id ?? ''],
    queryFn: refreshAuth,
    enabled: Boolean(user),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

  if (!user) {
    return (
      <AuthCard title={TITLE}>
        <Stack gap="md">
          <Alert color="red" role="alert">
            No authentication token found.
          </Alert>
          <Text ta="center">
            <Anchor component={Link} to={paths.login} fw={600}>
              Log in
            </Anchor>{' '}
            to get a new verification link.
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  if (user.verified) {
    return (
      <AuthCard title={TITLE}>
        <Stack gap="md" align="center">
          <Text ta="center">Your email address {user.email} is verified.</Text>
          <Button onClick={() => navigate(afterLogin(user, takeReturnPath()), { replace: true })}>
            Continue to your dashboard
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={TITLE}>
      <Stack gap="md">
        <Stack gap="xs" align="center">
          <IconMail size={48} color="var(--mantine-color-blue-8)" aria-hidden />
          <Text ta="center">
            We have sent a verification link to{' '}
            <Text span fw={700}>
              {user.email}
            </Text>
            . Open it to confirm your email address and continue.
          </Text>
          <Text ta="center" size="sm" c="gray.7">
            Didn&apos;t get it? Check your spam folder, or send a new link.
          </Text>
        </Stack>
        {resend.isSuccess ? (
          <Alert color="green" role="status">
            Verification email has been sent!
          </Alert>
        ) : null}
        {resend.isError ? (
          <Alert color="red" role="alert">
            Failed to resend verification email.
          </Alert>
        ) : null}
        <Button fullWidth loading={resend.isPending} onClick={() => resend.mutate(user.email)}>
          Resend email
        </Button>
        <Text ta="center" size="sm">
          Wrong account?{' '}
          <Anchor
            component="button"
            type="button"
            fw={600}
            onClick={() => {
              logout();
              navigate(paths.login);
            }}
          >
            Log in with another account
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}

export { VerifyEmailPage as Component };
