import { Alert, Button, Checkbox, List, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { takeReturnPath, useCurrentUser } from '@/shared/auth';
import { errorMessage } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { store, storageKeys } from '@/shared/storage';
import { useConfirmAdult } from '../api/confirmAdult';
import { AuthCard } from '../components/AuthCard';
import { EmailVerifiedView, useEmailVerification } from '../components/EmailVerifiedView';
import { paths } from '@/shared/paths';

export const ADULT_CONFIRMATION =
  'I confirm that I want to apply to become a volunteer and that I am over 18 years old.';

/** Where a volunteer goes next: a stored volunteer page (e.g. after a session expiry) or the wizard. */
function nextPath(): string {
  const stored = takeReturnPath();
  return stored?.startsWith(`${paths.volunteer.root}/`) ? stored : paths.volunteer.profileCreation;
}

/** Landing page of the volunteer verification link (docs/architecture.md, decision 6). */
export function VolunteerEmailVerifiedPage() {
  usePageTitle('Email verification');
  const [params] = useSearchParams();
  const status = useEmailVerification(params.get('token'));
  const verified = status === 'verified';
  const user = useCurrentUser();
  const navigate = useNavigate();
  const confirmAdult = useConfirmAdult();
  const [adult, setAdult] = useState(false);

  const getStarted = () => {
    if (user?.role === 'volunteer') {
      confirmAdult.mutate(user.id, { onSuccess: () => navigate(nextPath()) });
      return;
    }
    // Signed out (link opened in another browser): recorded after the next login.
    store.set(sessionStorage, storageKeys.pendingAdultConfirm, '1');
    navigate(nextPath());
  };

  return (
    <AuthCard width={600}>
      <EmailVerifiedView status={status}>
        {verified ? (
          <Stack gap="md">
            <Paper withBorder radius="md" p="md" bg="blue.0">
              <Title order={2} fz="lg" mb="xs">
                Before you get started
              </Title>
              <List spacing="xs">
                <List.Item>
                  All opportunities on Voluntech are voluntary: there is no pay, no stipends, no
                  promises of future paid work and no taxable benefits.
                </List.Item>
                <List.Item>Your motivation must be to gain real experience and skills.</List.Item>
                <List.Item>Some volunteers also join to give back to the community.</List.Item>
              </List>
            </Paper>
            <Checkbox
              label={ADULT_CONFIRMATION}
              checked={adult}
              onChange={(e) => setAdult(e.currentTarget.checked)}
            />
            {confirmAdult.isError ? (
              <Alert color="red" role="alert">
                {errorMessage(confirmAdult.error)}
              </Alert>
            ) : null}
          </Stack>
        ) : null}
        <Button
          fullWidth
          disabled={!verified || !adult}
          loading={confirmAdult.isPending}
          onClick={getStarted}
        >
          Get Started
        </Button>
      </EmailVerifiedView>
    </AuthCard>
  );
}

export { VolunteerEmailVerifiedPage as Component };
