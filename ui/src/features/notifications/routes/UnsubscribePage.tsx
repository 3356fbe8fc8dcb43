import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { homeByRole, useCurrentUser } from '@/shared/auth';
import { useUpdateEmailPrefs, type EmailGroup } from '@/shared/api/emailPrefs';
import { errorMessage } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { paths } from '@/shared/paths';
import { useUnsubscribe } from '../api/unsubscribe';

const settingsByRole = {
  company: paths.company.accountSettings,
  volunteer: paths.volunteer.accountSettings,
  superadmin: paths.system.accountSettings,
} as const;

/**
 * /unsubscribe?token=…: the page an email's "Unsubscribe" link opens. Opening
 * it is the one click: it turns the emails off and says so; the signed-in
 * owner of the link can turn them back on here.
 */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useCurrentUser();
  const unsub = useUnsubscribe();
  const resubscribe = useUpdateEmailPrefs(user?.id ?? '');
  const [back, setBack] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    unsub.mutate(token);
  }, [token, unsub]);

  const answer = unsub.data;
  const own = answer && user && token.startsWith(user.id + '.');
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1}>Email preferences</Title>
          {!token ? (
            <Alert color="red" title="This link is incomplete">
              Open the link from the email again, or sign in and choose your emails in account
              settings.
            </Alert>
          ) : unsub.isPending || unsub.isIdle ? (
            <Skeleton h={48} role="status" aria-label="Loading" />
          ) : unsub.isError ? (
            <Alert color="red" title="We could not unsubscribe you">
              {errorMessage(unsub.error)}
            </Alert>
          ) : back ? (
            <Text>You will get emails about {answer?.about} again.</Text>
          ) : (
            <Text>You will no longer get emails about {answer?.about}.</Text>
          )}
          {own && !back ? (
            <div>
              <Button
                variant="default"
                loading={resubscribe.isPending}
                onClick={() =>
                  resubscribe.mutate(
                    { ...(user.email_prefs ?? {}), [answer.group as EmailGroup]: true },
                    { onSuccess: () => setBack(true) },
                  )
                }
              >
                Turn these emails back on
              </Button>
              {resubscribe.isError ? (
                <Text c="red.8" size="sm" mt="xs" role="alert">
                  {errorMessage(resubscribe.error)}
                </Text>
              ) : null}
            </div>
          ) : null}
          {user ? (
            <Text size="sm">
              Choose every kind of email in your{' '}
              <Link to={settingsByRole[user.role]}>account settings</Link>, or go to your{' '}
              <Link to={homeByRole[user.role]}>dashboard</Link>.
            </Text>
          ) : (
            <Text size="sm">
              To turn these emails back on, <Link to={paths.login}>log in</Link> and open your
              account settings.
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

export { UnsubscribePage as Component };
