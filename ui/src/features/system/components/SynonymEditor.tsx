import { Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { notifyDone } from '@/shared/notifySaved';
import {
  useDeleteSynonym,
  useSaveSynonym,
  useSynonyms,
  type SkillSynonym,
  type SynonymInput,
} from '../api/synonyms';
import { DeleteDialog, useMutationDialog } from './DeleteDialog';
import { FormModal } from './FormModal';
import { RowActions } from './RowActions';
import { SearchableListCard } from './SearchableListCard';

/** The schema's length of each spelling (pb_migrations 1763740000). */
export const SYNONYM_MAX = 50;

/** The rows whose skill or spelling holds q, any case. */
export function filterSynonyms(items: SkillSynonym[], q: string): SkillSynonym[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return items;
  return items.filter((s) => s.term.includes(needle) || s.canonical.includes(needle));
}

/**
 * The skill synonym table: the other spellings of a skill ("reactjs" is "react") that
 * recommendations and suggestions count as that skill. Search, add, change and delete; an edit
 * counts from the next recommendation on.
 */
export function SynonymEditor() {
  const list = useSynonyms();
  const save = useSaveSynonym();
  const remove = useDeleteSynonym();
  // null: closed; an id-less row: adding.
  const [editing, setEditing] = useState<Partial<SkillSynonym> | null>(null);
  const deleting = useMutationDialog<SkillSynonym, typeof remove>(remove);

  const open = (row: Partial<SkillSynonym>) => {
    save.reset();
    setEditing(row);
  };

  return (
    <Stack gap="lg">
      <SearchableListCard
        title="Skill Synonyms"
        counted={['spelling', 'spellings']}
        countColor="gray.7"
        addLabel="Add Synonym"
        onAdd={() => open({})}
        intro={
          <Text size="sm">
            Recommendations and suggestions compare skills without case, spaces, dots and dashes
            (&quot;React JS&quot; is &quot;reactjs&quot;). Here you say which other spellings mean
            the same skill: &quot;reactjs&quot; is &quot;react&quot;.
          </Text>
        }
        query={list}
        filter={filterSynonyms}
        emptyText={{ none: 'No synonyms yet.', noMatch: 'No synonyms match your search.' }}
        columns={['Skill', 'Other spelling']}
        row={(s) => (
          <Table.Tr key={s.id}>
            <Table.Td>{s.canonical}</Table.Td>
            <Table.Td>{s.term}</Table.Td>
            <Table.Td>
              <RowActions
                name={`${s.term} (${s.canonical})`}
                editLabel="Edit"
                onEdit={() => open(s)}
                onDelete={() => deleting.open(s)}
              />
            </Table.Td>
          </Table.Tr>
        )}
      />

      <SynonymModal
        row={editing}
        pending={save.isPending}
        error={save.error}
        onClose={() => setEditing(null)}
        onSubmit={(input) =>
          save.mutate(
            { ...input, id: editing?.id },
            {
              onSuccess: (saved) => {
                setEditing(null);
                notifyDone(`"${saved.term}" now counts as ${saved.canonical}.`, 'Saved');
              },
            },
          )
        }
      />
      <DeleteDialog
        dialog={deleting}
        title="Delete Synonym"
        confirmLabel="Delete"
        deleted={(s) => [`"${s.term}" no longer counts as ${s.canonical}.`, 'Deleted']}
      >
        <Text>
          Delete the spelling <strong>{deleting.item?.term}</strong> of{' '}
          <strong>{deleting.item?.canonical}</strong>? Profiles and opportunities that use it are
          then compared as written.
        </Text>
      </DeleteDialog>
    </Stack>
  );
}

/** The browser's checks of a synonym: both spellings given, at most 50 characters, not the same. */
export function synonymErrors(v: SynonymInput): Partial<Record<keyof SynonymInput, string>> {
  const errors: Partial<Record<keyof SynonymInput, string>> = {};
  const key = (s: string) => s.toLowerCase().replace(/[\s._-]/g, '');
  for (const [field, label] of [
    ['canonical', 'the skill'],
    ['term', 'the other spelling'],
  ] as const) {
    const value = v[field].trim();
    if (!value) errors[field] = `Please enter ${label}.`;
    else if (value.length > SYNONYM_MAX) errors[field] = `Keep it to ${SYNONYM_MAX} characters.`;
  }
  if (!errors.term && !errors.canonical && key(v.term) === key(v.canonical)) {
    errors.term = 'This spelling is the skill itself.';
  }
  return errors;
}

function SynonymModal({
  row,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  row: Partial<SkillSynonym> | null;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (input: SynonymInput) => void;
}) {
  const form = useForm<SynonymInput>({
    initialValues: { term: '', canonical: '' },
    validate: synonymErrors,
  });
  const { setValues, clearErrors } = form;
  const opened = row !== null;
  const term = row?.term ?? '';
  const canonical = row?.canonical ?? '';
  useEffect(() => {
    if (opened) {
      setValues({ term, canonical });
      clearErrors();
    }
  }, [opened, term, canonical, setValues, clearErrors]);

  // The server's words on a field go under it; anything else above the buttons.
  const server = error ? fieldErrors(error) : {};
  const known = server.term !== undefined || server.canonical !== undefined;
  const general = error && !known ? errorMessage(error) : null;

  return (
    <FormModal
      opened={opened}
      title={row?.id ? 'Edit Synonym' : 'Add Synonym'}
      pending={pending}
      general={general}
      submitLabel={row?.id ? 'Save' : 'Add'}
      onClose={onClose}
      onSubmit={form.onSubmit(onSubmit)}
    >
      <TextInput
        label="Skill"
        description="The skill as most people write it, e.g. react."
        required
        maxLength={SYNONYM_MAX}
        data-autofocus
        {...form.getInputProps('canonical')}
        error={form.errors.canonical ?? server.canonical}
      />
      <TextInput
        label="Other spelling"
        description="Another way to write it, e.g. reactjs."
        required
        maxLength={SYNONYM_MAX}
        {...form.getInputProps('term')}
        error={form.errors.term ?? server.term}
      />
    </FormModal>
  );
}
