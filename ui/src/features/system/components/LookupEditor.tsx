import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/shared/errors';
import { useCreateLookup } from '../api/createLookup';
import { useDeleteLookup } from '../api/deleteLookup';
import { useSystemLookups } from '../api/lookups';
import { useRenameLookup } from '../api/renameLookup';
import { useReviewLookup, type Review } from '../api/reviewLookup';
import type { EditableLookupKind, SystemLookup } from '../api/types';
import { filterByName, formatDate, plural } from '../format';
import { DeleteDialog, useMutationDialog } from './DeleteDialog';
import { ListTable } from './ListTable';
import { LookupNameModal } from './LookupNameModal';
import { RowActions } from './RowActions';
import { SearchableListCard } from './SearchableListCard';
import { notifyDone, notifyFailed } from '@/shared/notifySaved';

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
  const list = useSystemLookups(kind, 'approved');
  const create = useCreateLookup(kind);
  const rename = useRenameLookup(kind);
  const remove = useDeleteLookup(kind);
  const [adding, setAdding] = useState(false);
  const renaming = useMutationDialog<SystemLookup, typeof rename>(rename);
  const deleting = useMutationDialog<SystemLookup, typeof remove>(remove);

  return (
    <Stack gap="lg">
      <SearchableListCard
        title={title}
        counted={['entry', 'entries']}
        countColor="dimmed"
        addLabel={`Add ${noun}`}
        onAdd={() => {
          create.reset();
          setAdding(true);
        }}
        query={list}
        filter={filterByName}
        emptyText={{ none: 'No entries yet.', noMatch: 'No entries match your search.' }}
        columns={['Name', 'Used by']}
        row={(item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{item.name}</Table.Td>
            <Table.Td>{item.uses === 0 ? 'Not used' : plural(item.uses, 'record')}</Table.Td>
            <Table.Td>
              <RowActions
                name={item.name}
                editLabel="Rename"
                onEdit={() => renaming.open(item)}
                onDelete={() => deleting.open(item)}
              />
            </Table.Td>
          </Table.Tr>
        )}
      />

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
              notifyDone(`${saved.name} was added.`, 'Added');
            },
          })
        }
      />
      <LookupNameModal
        opened={renaming.item !== null}
        title={`Rename ${noun}`}
        submitLabel="Save"
        initialName={renaming.item?.name ?? ''}
        pending={rename.isPending}
        error={rename.error}
        onClose={renaming.close}
        onSubmit={(name) =>
          renaming.item &&
          rename.mutate(
            { id: renaming.item.id, name },
            {
              onSuccess: (saved) => {
                renaming.close();
                notifyDone(`The entry is now called ${saved.name}.`, 'Renamed');
              },
            },
          )
        }
      />
      <DeleteDialog
        dialog={deleting}
        title={`Delete ${noun}`}
        confirmLabel="Delete"
        deleted={(item) => [`${item.name} was deleted.`, 'Deleted']}
      >
        <Text>
          Delete <strong>{deleting.item?.name}</strong>? It disappears from every pick list. An
          entry that is still in use cannot be deleted.
        </Text>
      </DeleteDialog>
    </Stack>
  );
}

const reviewButtons = [
  { what: 'approve', label: 'Approve', Icon: IconCheck, look: { color: 'teal.9' } },
  { what: 'reject', label: 'Reject', Icon: IconX, look: { variant: 'default' } },
] as const;

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
          notifyDone(
            what === 'approve'
              ? `${item.name} is now in the list.`
              : `${item.name} was rejected and removed.`,
            what === 'approve' ? 'Approved' : 'Rejected',
          ),
        onError: (err) => notifyFailed(errorMessage(err), 'Not saved'),
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
                  {reviewButtons.map(({ what, label, Icon, look }) => (
                    <Button
                      key={what}
                      size="xs"
                      {...look}
                      leftSection={<Icon size={14} aria-hidden />}
                      aria-label={`${label} ${item.name}`}
                      loading={busy(item, what)}
                      disabled={review.isPending && !busy(item, what)}
                      onClick={() => act(item, what)}
                    >
                      {label}
                    </Button>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Stack>
    </Card>
  );
}
