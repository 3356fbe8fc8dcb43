import { Anchor, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useConfirmVerification } from '../api/confirmVerification';
import { paths } from '@/shared/paths';

export type VerificationStatus = 'verifying' | 'verified' | 'failed';

/**
 * Confirms the emailed token exactly once per token, even when StrictMode runs
 * effects twice (a used token would fail the second time). No token: failed.
 */
export function useEmailVerification(token: string | null): VerificationStatus {
  const { mutate, status } = useConfirmVerification();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (!token || status === 'error') return 'failed';
  if (status === 'success') return 'verified';
  return 'verifying';
}

const headings: Record<VerificationStatus, string> = {
  verifying: 'Verifying Email...',
  verified: 'Email Verified!',
  failed: 'Verification Failed !!!!',
};

/** The status part of both email-verified pages; the page adds what follows. */
export function EmailVerifiedView({
  status,
  children,
}: {
  status: VerificationStatus;
  children?: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Stack gap="xs" align="center" ta="center" aria-live="polite">
        {status === 'verifying' ? <Loader size="lg" aria-hidden /> : null}
        {status === 'verified' ? (
          <ThemeIcon color="green" variant="light" size={56} radius="xl" aria-hidden>
            <IconCircleCheck size={36} />
          </ThemeIcon>
        ) : null}
        {status === 'failed' ? (
          <ThemeIcon color="red" variant="light" size={56} radius="xl" aria-hidden>
            <IconCircleX size={36} />
          </ThemeIcon>
        ) : null}
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {headings[status]}
        </Title>
        {status === 'verified' ? <Text>Your email address is confirmed.</Text> : null}
        {status === 'failed' ? (
          <Text>
            The link is invalid or has expired.{' '}
            <Anchor component={Link} to={paths.verifyEmail} fw={600}>
              Please resend again
            </Anchor>
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
