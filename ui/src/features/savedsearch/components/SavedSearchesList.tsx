import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '@/shared/components/ConfirmModal';
import { ActionModal } from '@/shared/components/ActionModal';
import { StackList } from '@/shared/components/BareList';
import { QueryView } from '@/shared/components/QueryView';
import { notifyDone, notifyFailed } from '@/shared/notifySaved';
import { errorMessage } from '@/shared/errors';
import { splitServerErrors } from '@/shared/serverErrors';
import {
  FREQUENCIES,
  SAVED_SEARCH_MAX,
  SAVED_SEARCH_NAME_MAX,
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@/shared/savedSearches/api';

/** What the filters of a search are, in words. */
export function summary(s: SavedSearch): string {
  const q = s.query;
  const parts: string[] = [];
  if (q.q) parts.push(`“${q.q}”`);
  if (q.skills?.length) parts.push(`skills: ${q.skills.join(', ')}`);
  if (q.tags?.length) parts.push(`tags: ${q.tags.join(', ')}`);
  if (q.remote) parts.push('remote');
  if (q.hours) parts.push(`up to ${q.hours} h a day`);
  if (q.months) parts.push(`up to ${q.months} months`);
  const picks = ['category', 'country', 'language'].filter(
    (k) => q[k as 'category'] && !s.dropped.includes(k),
  );
  if (picks.length) parts.push(`${picks.join(', ')} chosen`);
  return parts.length > 0 ? parts.join(' · ') : 'Everything new';
}

/** The user's saved searches: rename, how often alerts come, pause, delete. */
export function SavedSearchesList({ userId, searchPath }: { userId: string; searchPath: string }) {
  const query = useSavedSearches(userId);
  return (
    <QueryView
      query={query}
      loading={
        <Stack role="status" aria-label="Loading your saved searches">
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      }
      errorTitle="Your saved searches could not be loaded"
    >
      {(items) =>
        items.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text fw={600}>You have no saved search yet.</Text>
            <Text size="sm" c="gray.7" mt={4} mb="md">
              Search, then choose &ldquo;Save this search&rdquo; to hear of new matches.
            </Text>
            <Button component={Link} to={searchPath}>
              Start a search
            </Button>
          </Paper>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {items.length} of {SAVED_SEARCH_MAX} saved searches.
            </Text>
            <StackList gap="md" aria-label="Your saved searches">
              {items.map((s) => (
                <li key={s.id}>
                  <SavedSearchCard search={s} userId={userId} />
                </li>
              ))}
            </StackList>
          </Stack>
        )
      }
    </QueryView>
  );
}

function SavedSearchCard({ search: s, userId }: { search: SavedSearch; userId: string }) {
  const update = useUpdateSavedSearch(userId);
  const del = useDeleteSavedSearch(userId);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const change = (body: { frequency?: SavedSearchFrequency; paused?: boolean }) =>
    update.mutate(
      { id: s.id, ...body },
      {
        onSuccess: () => notifyDone('Your saved search is updated.'),
        onError: (err) => notifyFailed(errorMessage(err), 'Not saved'),
      },
    );
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={`search-${s.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Title order={2} size="h4" id={`search-${s.id}`} style={{ overflowWrap: 'anywhere' }}>
              {s.name}
            </Title>
            <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
              {summary(s)}
            </Text>
          </div>
          <Anchor component={Link} to={s.link} c="blue.8">
            Open the search
          </Anchor>
        </Group>
        {s.dropped.length > 0 ? (
          <Alert color="yellow" variant="light">
            A choice of this search ({s.dropped.join(', ')}) no longer exists, so it now runs
            without it.
          </Alert>
        ) : null}
        <Group gap="md" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Email me new matches"
            data={FREQUENCIES}
            value={s.frequency}
            onChange={(ev) => change({ frequency: ev.currentTarget.value as SavedSearchFrequency })}
            disabled={update.isPending}
          />
          <Switch
            label="Alerts on"
            checked={!s.paused}
            onChange={(ev) => change({ paused: !ev.currentTarget.checked })}
            disabled={update.isPending}
          />
          <Button variant="default" onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <Button variant="outline" color="red.8" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </Group>
      </Stack>
      <RenameModal
        opened={renaming}
        search={s}
        userId={userId}
        onClose={() => setRenaming(false)}
      />
      <ConfirmModal
        opened={deleting}
        title="Delete this saved search?"
        confirmLabel="Delete"
        confirmColor="red.9"
        pending={del.isPending}
        error={del.error}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          del.mutate(s.id, {
            onSuccess: () => {
              setDeleting(false);
              notifyDone('The saved search is deleted.');
            },
          })
        }
      >
        <Text>
          &ldquo;{s.name}&rdquo; and its alerts stop. The search itself stays open to everyone.
        </Text>
      </ConfirmModal>
    </Card>
  );
}

function RenameModal({
  opened,
  search,
  userId,
  onClose,
}: {
  opened: boolean;
  search: SavedSearch;
  userId: string;
  onClose: () => void;
}) {
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSavedSearch(userId);
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    update.mutate(
      { id: search.id, name: name.trim() },
      {
        onSuccess: () => {
          notifyDone('The saved search is renamed.');
          onClose();
        },
        onError: (err) => {
          const split = splitServerErrors(err, ['name'], {
            fallback: 'The name could not be saved. Please try again.',
          });
          setError(split.fields.name ?? split.general);
        },
      },
    );
  };
  return (
    <ActionModal
      opened={opened}
      onClose={onClose}
      title="Rename the saved search"
      onSubmit={submit}
      onCancel={onClose}
      confirmLabel="Rename"
      pending={update.isPending}
    >
      <TextInput
        label="Name"
        required
        maxLength={SAVED_SEARCH_NAME_MAX}
        value={name}
        onChange={(ev) => setName(ev.currentTarget.value)}
        error={error}
        data-autofocus
      />
    </ActionModal>
  );
}
