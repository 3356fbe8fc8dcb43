import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useActivity } from '../api/activityLog';
import type { ActivityEntry } from '../api/types';
import { formatDateTime } from '../format';
import { PagedListTable } from './ListTable';
import { keepPageWithin } from './useListControls';

/** What each action is called on the page. */
const actionLabels: Record<string, string> = {
  'lookups.create': 'Added a list entry',
  'lookups.rename': 'Renamed a list entry',
  'lookups.delete': 'Deleted a list entry',
  'lookups.approve': 'Approved a proposed entry',
  'lookups.reject': 'Rejected a proposed entry',
  'users.create': 'Added a user',
  'users.update': 'Edited a user',
  'users.delete': 'Deleted a user',
  'users.suspend': 'Suspended an account',
  'users.restore': 'Restored an account',
  'settings.update': 'Changed the site settings',
  'settings.backups': 'Changed the backup schedule',
  'backups.create': 'Created a backup',
  'backups.restore': 'Restored a backup',
  'smtp.test': 'Sent a test email',
};

export function actionLabel(action: string): string {
  return actionLabels[action] ?? action;
}

/** A before or after state: "name: Robotics", one field a line; "—" when there was none. */
export function describeState(state: unknown): string {
  if (state === null || state === undefined) return '—';
  if (typeof state !== 'object') return String(state);
  const entries = Object.entries(state as Record<string, unknown>);
  if (entries.length === 0) return '—';
  return entries
    .map(([k, v]) => {
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      return `${k}: ${text.length > 200 ? `${text.slice(0, 199)}…` : text}`;
    })
    .join('\n');
}

function State({ value }: { value: unknown }) {
  const text = describeState(value);
  if (text === '—') return <Text c="dimmed">—</Text>;
  return (
    <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>
      {text}
    </Code>
  );
}

function Row({ e }: { e: ActivityEntry }) {
  return (
    <Table.Tr>
      <Table.Td>{formatDateTime(e.created)}</Table.Td>
      <Table.Td>{e.actor_name || 'A deleted account'}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {actionLabel(e.action)}
        </Text>
        <Text size="sm">{e.label}</Text>
      </Table.Td>
      <Table.Td>
        <State value={e.before} />
      </Table.Td>
      <Table.Td>
        <State value={e.after} />
      </Table.Td>
    </Table.Tr>
  );
}

/** System Settings, "System activities": every change a superadmin made, newest first. */
export function ActivityPanel() {
  const [page, setPage] = useState(1);
  const activity = useActivity(page);
  keepPageWithin(page, activity.data?.totalPages, setPage);
  return (
    <Stack gap="md">
      <Title order={2} size="h3" id="activity-heading">
        System activities
      </Title>
      <Text size="sm">
        Every change a superadmin made to accounts, lists and settings, with what it was before and
        after. Entries cannot be edited or deleted.
      </Text>
      <PagedListTable
        query={activity}
        loadingLabel="Loading the system activities"
        errorTitle="The system activities could not be loaded"
        emptyText="No changes yet. Edits of users, lists, settings and backups appear here as they are made."
        minWidth={900}
        columns={[{ label: 'When', w: 150 }, { label: 'Who', w: 170 }, 'What', 'Before', 'After']}
        aria-labelledby="activity-heading"
        scrollLabel="System activities table"
        row={(e) => <Row key={e.id} e={e} />}
        onPage={setPage}
        noun="activity"
        nouns="activities"
        pagesLabel="System activities pages"
      />
    </Stack>
  );
}
