import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useEmails, type EmailStatusFilter } from '../api/emails';
import { useRetryEmail } from '../api/retryEmail';
import type { SystemEmail } from '../api/types';
import { listTexts, PagedListTable } from '../components/ListTable';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { keepPageWithin } from '../components/useListControls';
import { formatDateTime, type BadgeColor } from '../format';
import { notifyDone, notifyFailed } from '@/shared/notifySaved';

const statusLabel: Record<SystemEmail['status'], { label: string; color: BadgeColor }> = {
  failed: { label: 'Failed', color: 'red.9' },
  pending: { label: 'Waiting to retry', color: 'yellow.5' },
};

const filters = [
  { value: 'all', label: 'Failed and waiting' },
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Waiting to retry' },
];

/**
 * /system/emails: the emails the outbox could not deliver yet, failed ones first, with why the
 * last attempt failed and a Retry button (the server sends a retried email at once).
 */
export function EmailsPage() {
  usePageTitle('Emails');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<EmailStatusFilter>('');
  const emails = useEmails(page, status);
  const retry = useRetryEmail();
  keepPageWithin(page, emails.data?.totalPages, setPage);

  const onRetry = (email: SystemEmail) =>
    retry.mutate(email.id, {
      onSuccess: () =>
        notifyDone(
          `The email to ${email.to.join(', ')} is on its way; it leaves this list once delivered.`,
          'Email sent again',
        ),
      onError: (err) => notifyFailed(errorMessage(err), 'The email could not be retried'),
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Emails"
        description="Emails that could not be delivered yet, failed ones first. Waiting emails are retried automatically; Retry sends one again now."
      />
      <Group>
        <Select
          label="Show"
          data={filters}
          value={status || 'all'}
          allowDeselect={false}
          onChange={(v) => {
            setStatus(v === 'failed' || v === 'pending' ? v : '');
            setPage(1);
          }}
          w={{ base: '100%', sm: 240 }}
        />
      </Group>
      <PagedListTable
        query={emails}
        {...listTexts('emails')}
        emptyText="Every email was delivered. An email the mail server refuses or cannot take appears here with a Retry button."
        minWidth={960}
        columns={['Recipient', 'Subject', 'Status', 'Attempts', 'Last error', 'Queued', 'Action']}
        aria-label="Undelivered emails"
        row={(m) => {
          const s = statusLabel[m.status];
          const to = m.to.join(', ');
          return (
            <Table.Tr key={m.id}>
              <Table.Td style={{ wordBreak: 'break-all' }}>{to}</Table.Td>
              <Table.Td>{m.subject}</Table.Td>
              <Table.Td>
                <StatusBadge color={s.color}>{s.label}</StatusBadge>
                {m.status === 'pending' ? (
                  <Text size="xs" c="dimmed" mt={2}>
                    Next try {formatDateTime(m.next_attempt_at)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{m.attempts}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {m.last_error || '—'}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateTime(m.created)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Retry the email to ${to}: ${m.subject}`}
                  loading={retry.isPending && retry.variables === m.id}
                  onClick={() => onRetry(m)}
                >
                  Retry
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        }}
        onPage={setPage}
        noun="email"
        pagesLabel="Email list pages"
      />
    </Stack>
  );
}

export { EmailsPage as Component };
