import { Alert, Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { isValidEmail } from '@/shared/validators';
import { useInviteTeammate } from '../api/inviteTeammate';
import { UpgradeError } from '@/shared/billing/UpgradeError';
import { needsUpgrade } from './seats';

const INVALID_EMAIL = 'Please enter a valid email address.';

/** The owner's invitation form: one email address; the server mails the join link. */
export function InviteForm() {
  const invite = useInviteTeammate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    setGeneral(null);
    if (!isValidEmail(value)) {
      setError(INVALID_EMAIL);
      return;
    }
    setError(null);
    invite.mutate(value, {
      onSuccess: () => {
        setEmail('');
        notifications.show({
          color: 'green',
          title: 'Invitation sent',
          message: `We emailed ${value} a link to join your team. It works for 7 days.`,
        });
      },
      onError: (err) => {
        const fields = fieldErrors(err);
        if (fields.email) setError(fields.email);
        else setGeneral(errorMessage(err));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Invite a teammate">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Email address"
          description="They get an email with a link to join your team."
          placeholder="teammate@example.com"
          type="email"
          autoComplete="off"
          required
          leftSection={<IconMail size={16} aria-hidden />}
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setError(null);
          }}
          error={error ? <UpgradeError message={error} upgrade={needsUpgrade(error)} /> : undefined}
          style={{ flex: '1 1 260px' }}
        />
        <Button type="submit" loading={invite.isPending} mt={{ base: 0, xs: 46 }}>
          Send invitation
        </Button>
      </Group>
      {general ? (
        <Alert color="red" role="alert" mt="sm">
          {general}
        </Alert>
      ) : null}
    </form>
  );
}
