import { Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/shared/errors';
import { useCreateLookup } from '../api/createLookup';
import { useDeleteLookup } from '../api/deleteLookup';
import { useSystemLookups } from '../api/lookups';
import { useRenameLookup } from '../api/renameLookup';
import { useReviewLookup, type Review } from '../api/reviewLookup';
import type { EditableLookupKind, SystemLookup } from '../api/types';
import { filterByName, formatDate, plural } from '../format';
import { ConfirmModal } from '@/shared/components/ConfirmModal';
import { ListTable } from './ListTable';
import { LookupNameModal } from './LookupNameModal';
import { RowActions } from './RowActions';

interface Props {
  kind: EditableLookupKind;
  /** The tab's name, plural: "Volunteer Categories". */
  title: string;
  /** One entry: "Volunteer Category" (as in "Add Volunteer Category"). */
  noun: string;
  /** Show the entries volunteers proposed, to approve or reject (areas of study). */
  withPending?: boolean;
}

/**
 * Edits one pick list (volunteer categories, areas of study, course titles,
 * institutions, company categories, accelerator partners): count, search,
 * add, rename and delete; a used entry cannot be deleted, and the server's
 * message says where it is used.
 */
export function LookupEditor({ kind, title, noun, withPending = false }: Props) {
  const headingId = useId();
  const list = useSystemLookups(kind, 'approved');
  const create = useCreateLookup(kind);
  const rename = useRenameLookup(kind);
  const remove = useDeleteLookup(kind);
  const [q, setQ] = useState('');
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<SystemLookup | null>(null);
  const [deleting, setDeleting] = useState<SystemLookup | null>(null);

  const items = list.data ?? [];
  const shown = filterByName(items, q);

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <div>
              <Title order={2} size="h3" id={headingId}>
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {list.isSuccess ? plural(items.length, 'entry', 'entries') : '\u00a0'}
              </Text>
            </div>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => {
                create.reset();
                setAdding(true);
              }}
            >
              {`Add ${noun}`}
            </Button>
          </Group>
          <TextInput
            aria-label={`Search ${title}`}
            placeholder="Search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            maw={360}
          />
          <ListTable
            query={list}
            loadingLabel={`Loading ${title}`}
            errorTitle={`${title} could not be loaded`}
            emptyText={items.length === 0 ? 'No entries yet.' : 'No entries match your search.'}
            items={shown}
            minWidth={420}
            columns={['Name', 'Used by', { label: 'Action', w: 110 }]}
            verticalSpacing="xs"
            aria-labelledby={headingId}
            row={(item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td>{item.uses === 0 ? 'Not used' : plural(item.uses, 'record')}</Table.Td>
                <Table.Td>
                  <RowActions
                    name={item.name}
                    editLabel="Rename"
                    onEdit={() => {
                      rename.reset();
                      setRenaming(item);
                    }}
                    onDelete={() => {
                      remove.reset();
                      setDeleting(item);
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            )}
          />
        </Stack>
      </Card>

      {withPending ? <PendingSubmissions kind={kind} /> : null}

      <LookupNameModal
        opened={adding}
        title={`Add ${noun}`}
        submitLabel="Add"
        initialName=""
        pending={create.isPending}
        error={create.error}
        onClose={() => setAdding(false)}
        onSubmit={(name) =>
          create.mutate(name, {
            onSuccess: (saved) => {
              setAdding(false);
              notifications.show({
                color: 'green',
                title: 'Added',
                message: `${saved.name} was added.`,
              });
            },
          })
        }
      />
      <LookupNameModal
        opened={renaming !== null}
        title={`Rename ${noun}`}
        submitLabel="Save"
        initialName={renaming?.name ?? ''}
        pending={rename.isPending}
        error={rename.error}
        onClose={() => setRenaming(null)}
        onSubmit={(name) =>
          renaming &&
          rename.mutate(
            { id: renaming.id, name },
            {
              onSuccess: (saved) => {
                setRenaming(null);
                notifications.show({
                  color: 'green',
                  title: 'Renamed',
                  message: `The entry is now called ${saved.name}.`,
                });
              },
            },
          )
        }
      />
      <ConfirmModal
        opened={deleting !== null}
        title={`Delete ${noun}`}
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifications.show({
                color: 'green',
                title: 'Deleted',
                message: `${deleting.name} was deleted.`,
              });
              setDeleting(null);
            },
          })
        }
      >
        <Text>
          Delete <strong>{deleting?.name}</strong>? It disappears from every pick list. An entry
          that is still in use cannot be deleted.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}

/** Entries volunteers proposed (areas of study): approve adds them to the list, reject drops them. */
function PendingSubmissions({ kind }: { kind: EditableLookupKind }) {
  const headingId = useId();
  const pending = useSystemLookups(kind, 'pending');
  const review = useReviewLookup(kind);

  const act = (item: SystemLookup, what: Review) =>
    review.mutate(
      { id: item.id, review: what },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: what === 'approve' ? 'Approved' : 'Rejected',
            message:
              what === 'approve'
                ? `${item.name} is now in the list.`
                : `${item.name} was rejected and removed.`,
          }),
        onError: (err) =>
          notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(err) }),
      },
    );
  const busy = (item: SystemLookup, what: Review) =>
    review.isPending && review.variables?.id === item.id && review.variables.review === what;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            Pending Submission
          </Title>
          <Text size="sm" c="dimmed">
            Entries volunteers proposed in their education. Approve to add one to the list.
          </Text>
        </div>
        <ListTable
          query={pending}
          loadingLabel="Loading pending submissions"
          errorTitle="Pending submissions could not be loaded"
          emptyText="Nothing is waiting for review."
          items={pending.data ?? []}
          minWidth={480}
          columns={['Name', 'Proposed by', 'Date', 'Action']}
          verticalSpacing="xs"
          striped={false}
          highlightOnHover={false}
          aria-labelledby={headingId}
          row={(item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{item.submitted_by?.username ?? 'Unknown'}</Table.Td>
              <Table.Td>{formatDate(item.created)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    color="teal.9"
                    leftSection={<IconCheck size={14} aria-hidden />}
                    aria-label={`Approve ${item.name}`}
                    loading={busy(item, 'approve')}
                    disabled={review.isPending && !busy(item, 'approve')}
                    onClick={() => act(item, 'approve')}
                  >
                    Approve
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconX size={14} aria-hidden />}
                    aria-label={`Reject ${item.name}`}
                    loading={busy(item, 'reject')}
                    disabled={review.isPending && !busy(item, 'reject')}
                    onClick={() => act(item, 'reject')}
                  >
                    Reject
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Stack>
    </Card>
  );
}
