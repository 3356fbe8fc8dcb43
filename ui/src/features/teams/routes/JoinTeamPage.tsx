import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { AccountSwitchLink, NameFields, NewPasswordFields } from '@/shared/forms/AccountFields';
import { errorMessage, fieldErrors, statusOf } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { isStrongEnough, PASSWORD_TOO_SHORT } from '@/shared/validators';
import { JOIN_FIELDS, useJoinTeam, type JoinTeamInput } from '../api/joinTeam';
import { useTeamInvitation } from '../api/teamInvitation';
import type { TeamInvitation } from '../api/teamTypes';
import { CompanyLogo } from '@/shared/components/entity/CompanyLogo';

const LINK_UNUSABLE = 'This invitation link is not valid. Ask your teammate to send a new one.';
const MAX_NAME = 50;
const MAX_TITLE = 100;

/** The reason a join link cannot be used, from the server's `data.token` or message. */
function tokenProblem(err: unknown): string | null {
  const fromField = fieldErrors(err).token;
  if (fromField) return fromField;
  return statusOf(err) === 404 ? errorMessage(err, LINK_UNUSABLE) : null;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container size={560} px={{ base: 'xs', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Paper>
    </Container>
  );
}

/**
 * /join-team/:token: the page an invitation email links to. The invitee
 * sees the company, chooses a username, names and password, and lands on
 * the company dashboard signed in.
 */
export function JoinTeamPage() {
  usePageTitle('Join your team');
  const { token = '' } = useParams();
  const invitation = useTeamInvitation(token);

  if (invitation.isPending) {
    return (
      <Frame>
        <Stack gap="md" role="status" aria-label="Loading the invitation">
          <Group gap="md">
            <Skeleton h={64} w={64} radius="md" />
            <Skeleton h={28} w={240} />
          </Group>
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      </Frame>
    );
  }
  if (invitation.isError) {
    const problem = tokenProblem(invitation.error);
    return problem ? (
      <UnusableLink message={problem} />
    ) : (
      <Frame>
        <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(invitation.error)}</Text>
            <Button variant="default" size="xs" onClick={() => void invitation.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Frame>
    );
  }
  return <JoinForm token={token} invitation={invitation.data} />;
}

function UnusableLink({ message }: { message: string }) {
  return (
    <Frame>
      <Stack gap="md" align="center" ta="center">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          This invitation cannot be used
        </Title>
        <Text>{message}</Text>
        <Group gap="sm" justify="center">
          <Button component={Link} to="/login">
            Log in
          </Button>
          <Button component={Link} to="/" variant="default">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Frame>
  );
}

function JoinForm({ token, invitation }: { token: string; invitation: TeamInvitation }) {
  const navigate = useNavigate();
  const join = useJoinTeam(token);
  const user = useCurrentUser();
  const [general, setGeneral] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [unusable, setUnusable] = useState<string | null>(null);
  const name = invitation.company_name || 'your company';

  const form = useForm<JoinTeamInput>({
    mode: 'controlled',
    initialValues: {
      username: '',
      first_name: '',
      last_name: '',
      role_title: '',
      password: '',
      passwordConfirm: '',
    },
    validateInputOnBlur: ['username', 'first_name', 'last_name', 'password', 'passwordConfirm'],
    onValuesChange: () => setGeneral(null),
    validate: {
      username: (v) => (v.trim() ? null : 'Username is required.'),
      first_name: (v) =>
        !v.trim()
          ? 'First name is required.'
          : v.length > MAX_NAME
            ? `At most ${MAX_NAME} characters.`
            : null,
      last_name: (v) =>
        !v.trim()
          ? 'Last name is required.'
          : v.length > MAX_NAME
            ? `At most ${MAX_NAME} characters.`
            : null,
      role_title: (v) => (v.length > MAX_TITLE ? `At most ${MAX_TITLE} characters.` : null),
      password: (v) => {
        if (v === '') return 'Password is required.';
        return isStrongEnough(v) ? null : PASSWORD_TOO_SHORT;
      },
      passwordConfirm: (v, values) =>
        v === values.password ? null : 'The passwords do not match.',
    },
  });

  const submit = form.onSubmit((values) => {
    setGeneral(null);
    setEmailError(null);
    join.mutate(
      { ...values, username: values.username.trim(), role_title: values.role_title.trim() },
      {
        onSuccess: () => void navigate('/company/dashboard', { replace: true }),
        onError: (err) => {
          const errors = fieldErrors(err);
          if (statusOf(err) === 404) {
            setUnusable(tokenProblem(err) ?? LINK_UNUSABLE);
            return;
          }
          const known: Partial<Record<keyof JoinTeamInput, string>> = {};
          for (const key of JOIN_FIELDS) {
            const message = errors[key];
            if (message) known[key] = message;
          }
          form.setErrors(known);
          if (errors.email) setEmailError(errors.email);
          const first = JOIN_FIELDS.find((k) => k in known);
          if (first) form.getInputNode(first)?.focus();
          else if (!errors.email) setGeneral(errors.token ?? errorMessage(err));
        },
      },
    );
  });

  if (unusable) return <UnusableLink message={unusable} />;

  return (
    <Frame>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="center">
          <CompanyLogo
            name={name}
            src={invitation.company_logo}
            size={64}
            style={{ flex: 'none' }}
          />
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              Join {name} on Voluntech
            </Title>
            <Text c="gray.7" size="sm">
              You were invited to share your team&apos;s company account.
            </Text>
          </div>
        </Group>
        {user ? (
          <Alert color="blue">
            You are signed in as {user.username}. Joining signs you in with the new account instead.
          </Alert>
        ) : null}
        <form onSubmit={submit} noValidate aria-label={`Join ${name}`}>
          <Stack gap="md">
            <TextInput
              label="Email"
              value={invitation.email}
              readOnly
              description="The address your invitation was sent to. The link proves it is yours."
              descriptionProps={{ c: 'gray.7' }}
              error={
                emailError ? (
                  <>
                    {emailError}{' '}
                    <Anchor component={Link} to="/login" size="sm" c="blue.8">
                      Log in
                    </Anchor>
                  </>
                ) : undefined
              }
            />
            <TextInput
              label="Username"
              autoComplete="username"
              required
              {...form.getInputProps('username')}
            />
            <NameFields
              first={{ label: 'First name', ...form.getInputProps('first_name') }}
              last={{ label: 'Last name', ...form.getInputProps('last_name') }}
            />
            <TextInput
              label="Job title"
              description="Optional. Shown with your name on the company's public page."
              descriptionProps={{ c: 'gray.7' }}
              autoComplete="organization-title"
              {...form.getInputProps('role_title')}
            />
            <NewPasswordFields
              password={{
                label: 'Password',
                ...form.getInputProps('password'),
                value: form.values.password,
                onBlur: () => {
                  form.validateField('password');
                  if (form.values.passwordConfirm !== '') form.validateField('passwordConfirm');
                },
              }}
              confirm={{ label: 'Confirm password', ...form.getInputProps('passwordConfirm') }}
            />
            {general ? (
              <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
                {general}
              </Alert>
            ) : null}
            <Button type="submit" fullWidth loading={join.isPending}>
              Join the team
            </Button>
            <AccountSwitchLink />
          </Stack>
        </form>
      </Stack>
    </Frame>
  );
}

export { JoinTeamPage as Component };
