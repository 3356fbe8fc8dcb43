import { Alert, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ModalActions } from '@/shared/components/ModalActions';
import { notifyDone } from '@/shared/notifySaved';
import { splitServerErrors } from '@/shared/serverErrors';
import {
  FREQUENCIES,
  queryFromParams,
  SAVED_SEARCH_NAME_MAX,
  useCreateSavedSearch,
  type SavedSearchFrequency,
  type SavedSearchKind,
} from './api';

/**
 * The dialog of "Save this search" (its own chunk: the public lists load
 * neither it nor the modal and inputs it uses until it is first opened).
 */
export function SaveSearchDialog({
  kind,
  userId,
  params,
  opened,
  onClose,
}: {
  kind: SavedSearchKind;
  userId: string;
  params: URLSearchParams;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Save this search" centered>
      {opened ? <SaveForm kind={kind} userId={userId} params={params} onDone={onClose} /> : null}
    </Modal>
  );
}

function SaveForm({
  kind,
  userId,
  params,
  onDone,
}: {
  kind: SavedSearchKind;
  userId: string;
  params: URLSearchParams;
  onDone: () => void;
}) {
  const query = queryFromParams(kind, params);
  const [name, setName] = useState(query.q ?? '');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('daily');
  const [errors, setErrors] = useState<{ name?: string; frequency?: string }>({});
  const [general, setGeneral] = useState<string | null>(null);
  const create = useCreateSavedSearch(userId);
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    if (!name.trim()) {
      setErrors({ name: 'Give the search a name.' });
      return;
    }
    create.mutate(
      { name: name.trim(), kind, query, frequency },
      {
        onSuccess: () => {
          notifyDone('We will tell you of new matches.', 'Search saved');
          onDone();
        },
        onError: (err) => {
          const split = splitServerErrors(err, ['name', 'frequency'], {
            fallback: 'The search could not be saved. Please try again.',
          });
          setErrors(split.fields);
          setGeneral(split.general);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {general ? (
          <Alert color="red" variant="light" role="alert">
            {general}
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          description="So you recognise it in your saved searches and alerts."
          required
          maxLength={SAVED_SEARCH_NAME_MAX}
          value={name}
          onChange={(ev) => setName(ev.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <NativeSelect
          label="Email me new matches"
          data={FREQUENCIES}
          value={frequency}
          onChange={(ev) => setFrequency(ev.currentTarget.value as SavedSearchFrequency)}
          error={errors.frequency}
        />
        <ModalActions onCancel={onDone} confirmLabel="Save search" pending={create.isPending} />
      </Stack>
    </form>
  );
}
