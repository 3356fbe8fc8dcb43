import {
  Alert,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useCurrentUser } from '@/shared/auth';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { useSendTestEmail } from '../api/sendTestEmail';
import { useSmtpSettings } from '../api/smtpSettings';
import { testEmailSettled, useTestEmail } from '../api/testEmail';
import type { SmtpSettings } from '../api/types';
import { StatusBadge } from './StatusBadge';
import { ButtonBesideInput } from '@/shared/components/ButtonBesideInput';

function Setting({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0} style={{ wordBreak: 'break-all' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

function SettingsCard({ s }: { s: SmtpSettings }) {
  const smtp = s.transport === 'smtp';
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Email Service providers
          </Title>
          <StatusBadge color={smtp ? 'green.6' : 'yellow.5'}>
            {smtp ? 'SMTP server' : 'Server log only'}
          </StatusBadge>
        </Group>
        {smtp ? null : (
          <Text size="sm">
            No SMTP server is set, so emails are written to the server log instead of being sent.
            Set SMTP_HOST, SMTP_PORT, SMTP_USERNAME, SMTP_PASSWORD, SMTP_TLS and MAIL_FROM in the
            server&apos;s environment and restart it to send real emails.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
          <Setting label="Host" value={s.host} />
          <Setting label="Port" value={smtp ? String(s.port) : ''} />
          <Setting
            label="TLS"
            value={smtp ? (s.tls ? 'On (implicit TLS)' : 'Off (STARTTLS when offered)') : ''}
          />
          <Setting label="Username" value={s.username} />
          <Setting
            label="Password"
            value={smtp ? (s.password_set ? '•••••••• (set)' : 'Not set') : ''}
          />
          <Setting label="Sender" value={`${s.from_name} <${s.from_address}>`} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          These settings come from the server&apos;s environment; secrets are never shown. Change
          them there and restart the server.
        </Text>
      </Stack>
    </Card>
  );
}

function TestResult({ id }: { id: string }) {
  const test = useTestEmail(id);
  const t = test.data;
  if (test.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(test.error)}
      </Alert>
    );
  if (!testEmailSettled(t)) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Sending the test email…</Text>
      </Group>
    );
  }
  if (t?.status === 'sent') {
    return (
      <Alert color="green" role="status" icon={<IconCircleCheck size={20} aria-hidden />}>
        The test email to {t.to} was handed to the mail server. Check that inbox (and its spam
        folder).
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" title="The test email could not be sent">
      <Text size="sm">{t?.last_error || 'The mail server did not take the email.'}</Text>
      {t?.status === 'pending' ? (
        <Text size="sm" mt="xs">
          The server keeps retrying it; it appears under Emails until it is delivered.
        </Text>
      ) : null}
    </Alert>
  );
}

function TestEmailForm({ defaultTo }: { defaultTo: string }) {
  const [to, setTo] = useState(defaultTo);
  const [sentId, setSentId] = useState<string | null>(null);
  const send = useSendTestEmail();
  const errors = fieldErrors(send.error);
  const onSubmit = (ev: FormEvent) => {
    ev.preventDefault();
    setSentId(null);
    send.mutate(to, { onSuccess: (t) => setSentId(t.id) });
  };
  return (
    <Card withBorder padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            Send a test email
          </Title>
          <Text size="sm">
            The test email goes through the same outbox as every email of the app, so it proves the
            settings above work.
          </Text>
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Send to"
              type="email"
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
              error={errors.to}
              w={{ base: '100%', sm: 340 }}
              autoComplete="email"
            />
            <ButtonBesideInput
              type="submit"
              loading={send.isPending}
              leftSection={<IconMailForward size={16} aria-hidden />}
            >
              Send a test email
            </ButtonBesideInput>
          </Group>
          {send.isError && !errors.to ? (
            <Alert color="red" role="alert">
              {errorMessage(send.error)}
            </Alert>
          ) : null}
          {sentId ? <TestResult id={sentId} /> : null}
        </Stack>
      </form>
    </Card>
  );
}

/** System Settings, "Simple Mail Transfer Protocol": the mail settings in use and a test email. */
export function SmtpPanel() {
  const me = useCurrentUser();
  const settings = useSmtpSettings();
  return (
    <Stack gap="lg">
      {settings.isPending ? (
        <Skeleton height={220} radius="md" aria-label="Loading the mail settings" />
      ) : settings.isError ? (
        <LoadErrorAlert title="The mail settings could not be loaded" query={settings} />
      ) : (
        <SettingsCard s={settings.data} />
      )}
      <TestEmailForm defaultTo={me?.email ?? ''} />
    </Stack>
  );
}
