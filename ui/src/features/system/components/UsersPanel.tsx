import { SearchInput } from './ListToolbar';
import { Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '@/shared/auth';
import { useCreateUser } from '../api/createUser';
import { useDeleteUser } from '../api/deleteUser';
import type { SystemUser } from '../api/types';
import { useUpdateUser } from '../api/updateUser';
import { useUsers, type UserListParams } from '../api/users';
import { accountStatusColors, roleLabel, userProfilePath } from '../format';
import { DeleteDialog, useMutationDialog } from './DeleteDialog';
import { listTexts, PagedListTable } from './ListTable';
import { ProfileLink } from './ProfileLink';
import { RowActions } from './RowActions';
import { StatusBadge } from './StatusBadge';
import { UserFormModal } from './UserFormModal';
import { keepPageWithin, useListControls } from './useListControls';
import { notifyDone } from '@/shared/notifySaved';

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'unverified', label: 'Unverified' },
];

/** System Settings, "User list": every account, with search, a status filter, edit, delete and add. */
export function UsersPanel({ initialSearch = '' }: { initialSearch?: string }) {
  const me = useCurrentUser();
  const list = useListControls(initialSearch);
  const status = list.filter as UserListParams['status'];
  const users = useUsers({ q: list.q, status, page: list.page });

  const [adding, setAdding] = useState(false);
  const create = useCreateUser();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const editing = useMutationDialog<SystemUser, typeof update>(update);
  const deleting = useMutationDialog<SystemUser, typeof remove>(remove);

  const filtered = Boolean(list.q || status);
  // A deletion emptied the last page: show the new last one.
  keepPageWithin(list.page, users.data?.totalPages, list.setPage);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} id="active-users">
          Active Users
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            create.reset();
            setAdding(true);
          }}
        >
          Add User
        </Button>
      </Group>
      <Group gap="sm" align="flex-end">
        <SearchInput
          controls={list}
          aria-label="Search users"
          placeholder="Search by name, username, email or role"
        />
        <Select
          aria-label="Filter status"
          placeholder="Filter status"
          data={statusOptions}
          value={status || null}
          onChange={(v) => list.setFilter(v ?? '')}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear status filter' }}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>

      <PagedListTable
        query={users}
        {...listTexts('users')}
        emptyText={filtered ? 'No users match your search.' : 'There are no users yet.'}
        minWidth={820}
        columns={['Username', 'Email Address', 'Full Name', 'Role', 'Status', 'Action']}
        aria-labelledby="active-users"
        row={(u) => (
          <Table.Tr key={u.id}>
            <Table.Td>
              <ProfileLink path={userProfilePath(u.role, u.username)}>{u.username}</ProfileLink>
            </Table.Td>
            <Table.Td>{u.email}</Table.Td>
            <Table.Td>{u.full_name}</Table.Td>
            <Table.Td>{roleLabel(u.role)}</Table.Td>
            <Table.Td>
              <StatusBadge color={accountStatusColors[u.status] ?? 'gray.7'}>
                {u.status}
              </StatusBadge>
            </Table.Td>
            <Table.Td>
              <RowActions
                name={u.username}
                editLabel="Edit"
                onEdit={() => editing.open(u)}
                onDelete={() => deleting.open(u)}
                deleteBlocked={u.id === me?.id ? 'You cannot delete yourself' : undefined}
              />
            </Table.Td>
          </Table.Tr>
        )}
        onPage={list.setPage}
        noun="user"
        pagesLabel="User list pages"
      />

      <UserFormModal
        opened={adding}
        user={null}
        pending={create.isPending}
        error={create.error}
        onClose={() => setAdding(false)}
        onSubmit={(input) =>
          create.mutate(
            {
              username: input.username ?? '',
              email: input.email ?? '',
              first_name: input.first_name ?? '',
              last_name: input.last_name ?? '',
              role: input.role ?? 'volunteer',
            },
            {
              onSuccess: (saved) => {
                setAdding(false);
                notifications.show({
                  color: 'green',
                  title: 'User added',
                  message: `An email was sent to ${saved.email} with a link to set a password.`,
                  autoClose: 8000,
                });
              },
            },
          )
        }
      />
      <UserFormModal
        opened={editing.item !== null}
        user={editing.item}
        pending={update.isPending}
        error={update.error}
        onClose={editing.close}
        onSubmit={(input) => {
          if (!editing.item) return;
          if (Object.keys(input).length === 0) {
            editing.close();
            return;
          }
          update.mutate(
            { id: editing.item.id, ...input },
            {
              onSuccess: (saved) => {
                editing.close();
                notifyDone(`${saved.username} was updated.`, 'Saved');
              },
            },
          );
        }}
      />
      <DeleteDialog
        dialog={deleting}
        title="Delete user"
        confirmLabel="Delete user"
        deleted={(user) => [`${user.username} was deleted.`, 'User deleted']}
      >
        <Text>
          Delete <strong>{deleting.item?.full_name || deleting.item?.username}</strong> (
          {deleting.item?.username}, {deleting.item?.email})? Their profile, applications,
          opportunities and files are removed too. This cannot be undone.
        </Text>
      </DeleteDialog>
    </Stack>
  );
}
