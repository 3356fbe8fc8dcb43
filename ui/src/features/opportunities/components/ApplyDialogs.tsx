import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useCurrentUser } from '@/shared/auth';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { ActionModal } from '@/shared/components/ActionModal';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { useOpenedAfterMount } from '@/shared/components/useOpenedAfterMount';
import { WithdrawApplicationModal } from '@/shared/components/opportunity/WithdrawApplicationModal';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { charCount } from '@/shared/fields';
import { useApply } from '../api/apply';
import { opportunityQuery } from '../api/opportunity';
import { FormAlert } from '@/shared/components/FormAlert';
import { notifyDone } from '@/shared/notifySaved';

// The dialogs of the apply panel, loaded when one is first opened: the
// public page does not need the dialog code (focus trap, scroll area) to show.

export const NOTE_MAX = 500;

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The application form: a short note to the company, then send. */
export function ApplyDialog({
  opportunity: o,
  opened,
  onClose,
}: DialogProps & { opportunity: Opportunity }) {
  const user = useCurrentUser();
  const client = useQueryClient();
  const apply = useApply();
  const shown = useOpenedAfterMount(opened);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    setNoteError(null);
    if (charCount(note) > NOTE_MAX) {
      setNoteError(`Keep the note to ${NOTE_MAX} characters.`);
      return;
    }
    apply.mutate(
      { opportunity: o.id, note },
      {
        onSuccess: (created) => {
          client.setQueryData(opportunityQuery(o.id, user?.id ?? '').queryKey, (old) =>
            old ? { ...old, application: { id: created.id, stage: created.stage } } : old,
          );
          onClose();
          notifyDone(
            `${o.company_name || 'The company'} has your application.`,
            'Application sent',
          );
        },
        onError: (err) => {
          const fields = fieldErrors(err);
          if (fields.note) setNoteError(fields.note);
          setError(fields.opportunity ?? (fields.note ? null : errorMessage(err)));
        },
      },
    );
  };

  return (
    <ActionModal
      opened={shown}
      onClose={onClose}
      title={`Apply to ${o.title}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      onCancel={onClose}
      confirmLabel="Send application"
      pending={apply.isPending}
      cancelWhilePending
    >
      <CountedTextarea
        label="A short note to the company"
        placeholder="What you would bring, and when you could start"
        max={NOTE_MAX}
        minRows={4}
        value={note}
        error={noteError}
        onChange={(e) => setNote(e.currentTarget.value)}
        data-autofocus
      />
      <FormAlert message={error} />
    </ActionModal>
  );
}

/** Asks before the volunteer withdraws the application. */
export function WithdrawDialog({
  applicationId,
  opened,
  onClose,
  children,
}: DialogProps & { applicationId: string; children: ReactNode }) {
  const shown = useOpenedAfterMount(opened);
  return (
    <WithdrawApplicationModal applicationId={applicationId} opened={shown} onClose={onClose}>
      {children}
    </WithdrawApplicationModal>
  );
}
