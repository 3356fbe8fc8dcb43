import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { companyIdOf, useCurrentUser } from '@/shared/auth';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { formatDateTime } from '@/shared/components/opportunity/model';
import { splitServerErrors, SAVE_FAILED } from '@/shared/serverErrors';
import type { ApplicationNote } from '../../api/applicationNotes';
import { useSaveApplicationNote } from '../../api/saveApplicationNote';

/** The longest note the server keeps. */
export const NOTE_MAX = 2000;

interface NoteModalProps {
  opened: boolean;
  onClose: () => void;
  opportunityId: string;
  applicationId: string;
  /** The applicant's name, for the title. */
  name: string;
  note: ApplicationNote | undefined;
}

/** Writes the team's private note on one application; volunteers never see it. */
export function NoteModal({ opened, onClose, name, ...props }: NoteModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Private note on ${name}`} centered>
      {/* The form mounts with the modal, so each opening starts from the saved note. */}
      <NoteForm key={props.applicationId} onClose={onClose} name={name} {...props} />
    </Modal>
  );
}

function NoteForm({
  onClose,
  opportunityId,
  applicationId,
  name,
  note,
}: Omit<NoteModalProps, 'opened'>) {
  const user = useCurrentUser();
  const save = useSaveApplicationNote(opportunityId);
  const [body, setBody] = useState(note?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);

  const submit = () =>
    save.mutate(
      { noteId: note?.id ?? '', applicationId, companyId: companyIdOf(user), body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `Your note on ${name} is saved.` });
          onClose();
        },
        onError: (err) => {
          const split = splitServerErrors(err, ['body'] as const, { fallback: SAVE_FAILED });
          setError(split.fields.body ?? null);
          setGeneral(split.general);
        },
      },
    );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          Only your team sees this note. The volunteer never does.
        </Text>
        <CountedTextarea
          label="Note"
          value={body}
          max={NOTE_MAX}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        {note?.updated_by_name ? (
          <Text size="xs" c="gray.7">
            Last written by {note.updated_by_name}, {formatDateTime(note.updated)}
          </Text>
        ) : null}
        {general ? (
          <Text size="sm" c="red.8" role="alert">
            {general}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
