import { SearchInput } from './ListToolbar';
import {
  Button,
  Code,
  Modal,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { FormAlert } from '@/shared/components/FormAlert';
import { ModalActions } from '@/shared/components/ModalActions';
import { useAccess } from '../api/access';
import { useRestoreUser } from '../api/restoreUser';
import { useSuspendUser } from '../api/suspendUser';
import type { AccessRoleKey, AccessVerdict, RuleAccess, SystemUser } from '../api/types';
import { useUsers } from '../api/users';
import { roleLabel, type BadgeColor } from '../format';
import { DataTable } from '@/shared/components/DataTable';
import { listTexts, PagedListTable } from './ListTable';
import { StatusBadge } from './StatusBadge';
import { useListControls } from './useListControls';
import { notifyDone, notifyFailed } from '@/shared/notifySaved';

const verdictLabel: Record<AccessVerdict, { label: string; color: BadgeColor }> = {
  yes: { label: 'Yes', color: 'green.6' },
  verified: { label: 'Once verified', color: 'violet.8' },
  when: { label: 'When the rule holds', color: 'blue.8' },
  no: { label: 'No', color: 'gray.7' },
};

function Verdict({ v }: { v: AccessVerdict }) {
  const l = verdictLabel[v];
  return <StatusBadge color={l.color}>{l.label}</StatusBadge>;
}

const ACTIONS = ['list', 'view', 'create', 'update', 'delete'] as const;

function RuleCell({ rule, role }: { rule: RuleAccess; role: AccessRoleKey }) {
  const v = rule.roles[role];
  return (
    <Stack gap={4}>
      <Verdict v={v} />
      {v === 'when' && rule.rule ? (
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 11 }}>
          {rule.rule}
        </Code>
      ) : null}
    </Stack>
  );
}

function RolesSection() {
  const access = useAccess();
  const [role, setRole] = useState<AccessRoleKey>('volunteer');
  if (access.isPending) return <Skeleton height={320} aria-label="Loading the access rules" />;
  if (access.isError) {
    return <LoadErrorAlert title="The access rules could not be loaded" query={access} />;
  }
  const a = access.data;
  const routes = a.routes.filter((r) => r.roles[role] !== 'no');
  const roleName = a.roles.find((r) => r.key === role)?.name ?? role;
  return (
    <Stack gap="md">
      <Title order={2} size="h3" id="roles-heading">
        Roles and what they may do
      </Title>
      <Text size="sm">
        Read from the server&apos;s own API rules and route checks as they run now, so this page
        always says what the server enforces. A collection rule marked &quot;When the rule
        holds&quot; lets a user through for the records its expression matches (their own, their
        company&apos;s, public ones).
      </Text>
      <Select
        label="Role"
        data={a.roles.map((r) => ({ value: r.key, label: r.name }))}
        value={role}
        allowDeselect={false}
        onChange={(v) => v && setRole(v as AccessRoleKey)}
        w={{ base: '100%', sm: 260 }}
      />
      <Title order={3} size="h4" id="records-heading">
        Records: {roleName}
      </Title>
      <DataTable
        minWidth={900}
        columns={['Collection', 'List', 'View', 'Create', 'Update', 'Delete']}
        aria-labelledby="records-heading"
        scrollLabel={`Records: ${roleName}`}
      >
        {a.collections.map((c) => (
          <Table.Tr key={c.name}>
            <Table.Td>
              <Code>{c.name}</Code>
            </Table.Td>
            {ACTIONS.map((action) => (
              <Table.Td key={action}>
                <RuleCell rule={c[action]} role={role} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </DataTable>
      <Title order={3} size="h4" id="routes-heading">
        Routes a {roleName.toLowerCase()} may call ({routes.length})
      </Title>
      {routes.length === 0 ? (
        <Text c="dimmed">No custom route lets this role through.</Text>
      ) : (
        <DataTable
          minWidth={640}
          columns={['Method', 'Path', 'Allowed']}
          aria-labelledby="routes-heading"
          scrollLabel={`Routes a ${roleName.toLowerCase()} may call`}
        >
          {routes.map((r) => (
            <Table.Tr key={`${r.method} ${r.path}`}>
              <Table.Td>
                <Code>{r.method || 'ANY'}</Code>
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>
                <Code>{r.path}</Code>
              </Table.Td>
              <Table.Td>
                <Verdict v={r.roles[role]} />
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}

function SuspendModal({ user, onClose }: { user: SystemUser | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const suspend = useSuspendUser();
  const errors = fieldErrors(suspend.error);
  return (
    <Modal
      opened={user !== null}
      onClose={() => !suspend.isPending && onClose()}
      title={user ? `Suspend ${user.username}` : ''}
    >
      <form
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          if (!user) return;
          suspend.mutate(
            { id: user.id, reason },
            {
              onSuccess: () => {
                notifyDone(
                  `${user.username} is signed out and cannot sign in until restored.`,
                  'Account suspended',
                );
                setReason('');
                suspend.reset();
                onClose();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            Every session of this account (and of its company team) ends, and it cannot sign in or
            be found in the public lists until you restore it.
          </Text>
          <Textarea
            label="Reason"
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
            maxLength={1000}
            autosize
            minRows={3}
          />
          <FormAlert
            message={suspend.isError && !errors.reason ? errorMessage(suspend.error) : null}
          />
          <ModalActions
            onCancel={onClose}
            confirmLabel="Suspend"
            pending={suspend.isPending}
            confirmColor="red.9"
          />
        </Stack>
      </form>
    </Modal>
  );
}

function SuspensionsSection() {
  const list = useListControls();
  const users = useUsers({ q: list.q, status: '', page: list.page });
  const [suspending, setSuspending] = useState<SystemUser | null>(null);
  const restore = useRestoreUser();
  return (
    <Stack gap="md">
      <Title order={2} size="h3" id="suspend-heading">
        Suspend and restore accounts
      </Title>
      <SearchInput
        controls={list}
        label="Find an account"
        placeholder="Search by name, username, email or role"
      />
      <PagedListTable
        query={users}
        {...listTexts('users')}
        emptyText={list.q ? 'No account matches your search.' : 'There are no accounts yet.'}
        minWidth={640}
        columns={['Username', 'Role', 'Status', 'Action']}
        aria-labelledby="suspend-heading"
        scrollLabel="Accounts"
        row={(u) => (
          <Table.Tr key={u.id}>
            <Table.Td>{u.username}</Table.Td>
            <Table.Td>{roleLabel(u.role)}</Table.Td>
            <Table.Td>
              <StatusBadge color={u.suspended ? 'red.9' : 'green.6'}>
                {u.suspended ? 'Suspended' : 'Active'}
              </StatusBadge>
            </Table.Td>
            <Table.Td>
              {u.role === 'superadmin' ? (
                <Text size="sm" c="dimmed">
                  Superadmins cannot be suspended
                </Text>
              ) : u.suspended ? (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Restore ${u.username}`}
                  loading={restore.isPending && restore.variables === u.id}
                  onClick={() =>
                    restore.mutate(u.id, {
                      onSuccess: () =>
                        notifyDone(`${u.username} can sign in again.`, 'Account restored'),
                      onError: (err) =>
                        notifyFailed(errorMessage(err), 'The account could not be restored'),
                    })
                  }
                >
                  Restore
                </Button>
              ) : (
                <Button
                  size="xs"
                  color="red.9"
                  variant="outline"
                  aria-label={`Suspend ${u.username}`}
                  onClick={() => setSuspending(u)}
                >
                  Suspend
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        )}
        onPage={list.setPage}
        noun="account"
        pagesLabel="Account list pages"
      />
      <SuspendModal user={suspending} onClose={() => setSuspending(null)} />
    </Stack>
  );
}

/** System Settings, "User Access Control": each role's rights as the server enforces them; suspensions. */
export function AccessPanel() {
  return (
    <Stack gap="xl">
      <SuspensionsSection />
      <RolesSection />
    </Stack>
  );
}
