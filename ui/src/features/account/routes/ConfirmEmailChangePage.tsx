import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { readEmailChangeToken, useConfirmEmailChange } from '../api/confirmEmailChange';
import { paths } from '@/shared/paths';
import { FormAlert } from '@/shared/components/FormAlert';

type Outcome = 'pending' | 'changed' | 'invalid';

/** After the link was used or refused, the way on is to log in. */
function LogInButton() {
  return (
    <Button component={Link} to={paths.login}>
      Log in
    </Button>
  );
}

export function ConfirmEmailChangePage() {
  usePageTitle('Confirm email change');
  const { token = '' } = useParams();
  const link = useMemo(() => readEmailChangeToken(token), [token]);
  const mutation = useConfirmEmailChange();
  const [outcome, setOutcome] = useState<Outcome>(link.wellFormed ? 'pending' : 'invalid');
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (v) => (v ? null : 'Please enter your password.') },
  });

  const submit = form.onSubmit(({ password }) => {
    setGeneral(null);
    mutation.mutate(
      { token, password },
      {
        onSuccess: () => setOutcome('changed'),
        onError: (err) => {
          const fields = fieldErrors(err);
          if (fields.token) setOutcome('invalid');
          else if (fields.password) form.setFieldError('password', 'The password is not correct.');
          else setGeneral(errorMessage(err));
        },
      },
    );
  });

  return (
    <Container size={480} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Confirm your new email address
          </Title>

          {outcome === 'changed' ? (
            <>
              <Alert
                color="green"
                role="status"
                title="Email changed"
                icon={<IconCircleCheck size={20} aria-hidden />}
              >
                Your email address was changed
                {link.newEmail ? (
                  <>
                    {' '}
                    to <strong style={{ overflowWrap: 'anywhere' }}>{link.newEmail}</strong>
                  </>
                ) : null}
                . You were signed out: please log in again with your new email address.
              </Alert>
              <LogInButton />
            </>
          ) : null}

          {outcome === 'invalid' ? (
            <>
              <Alert
                color="red"
                role="alert"
                title="This link is invalid or has expired"
                icon={<IconAlertTriangle size={20} aria-hidden />}
              >
                Your email address was not changed. Log in and ask for a new link in Account
                Settings.
              </Alert>
              <LogInButton />
            </>
          ) : null}

          {outcome === 'pending' ? (
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <Text>
                  {link.newEmail ? (
                    <>
                      To change your email address to{' '}
                      <strong style={{ overflowWrap: 'anywhere' }}>{link.newEmail}</strong>, enter
                      the password of your account.
                    </>
                  ) : (
                    'To confirm your new email address, enter the password of your account.'
                  )}
                </Text>
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                />
                <FormAlert message={general} />
                <Button type="submit" loading={mutation.isPending} fullWidth>
                  Confirm email change
                </Button>
              </Stack>
            </form>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}

export { ConfirmEmailChangePage as Component };
