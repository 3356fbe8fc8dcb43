import { Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { notifyDone } from '@/shared/notifySaved';
import { splitServerErrors } from '@/shared/serverErrors';
import { ActionModal } from './ActionModal';

export interface ReasonModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, above the reason. */
  children?: ReactNode;
  description?: string;
  maxLength: number;
  /** The error when no reason is given. */
  requiredMessage: string;
  confirmLabel: string;
  confirmColor?: string;
  pending: boolean;
  /**
   * Sends the trimmed reason; calls done() on success (the dialog closes)
   * or fail(message) to show why it failed under the field.
   */
  onSubmit: (reason: string, done: () => void, fail: (message: string | null) => void) => void;
}

/** A dialog that asks for a required reason before an action (reject, revoke, report). */
export function ReasonModal({
  opened,
  onClose,
  title,
  children,
  description,
  maxLength,
  requiredMessage,
  confirmLabel,
  confirmColor,
  pending,
  onSubmit,
}: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!reason.trim()) {
      setError(requiredMessage);
      return;
    }
    onSubmit(reason.trim(), close, setError);
  };
  return (
    <ActionModal
      opened={opened}
      onClose={close}
      title={title}
      onCancel={close}
      confirmLabel={confirmLabel}
      confirmColor={confirmColor}
      pending={pending}
      onConfirm={submit}
    >
      {children}
      <Textarea
        label="Reason"
        description={description}
        required
        autosize
        minRows={3}
        maxLength={maxLength}
        value={reason}
        onChange={(ev) => setReason(ev.currentTarget.value)}
        error={error}
      />
    </ActionModal>
  );
}

interface ReasonMutation {
  mutate: (
    variables: { id: string; reason: string },
    options: { onSuccess: () => void; onError: (err: unknown) => void },
  ) => void;
}

/**
 * The `onSubmit` of a reason dialog that sends the reason about record `id`
 * (none while the dialog is closed): once done, a green notification says
 * `done`; a refusal shows the server's word on the reason, or `fallback`.
 */
export function submitReason(
  mutation: ReasonMutation,
  id: string | undefined,
  messages: { done: string; fallback: string },
): ReasonModalProps['onSubmit'] {
  return (reason, done, fail) => {
    if (!id) return;
    mutation.mutate(
      { id, reason },
      {
        onSuccess: () => {
          notifyDone(messages.done);
          done();
        },
        onError: (err) => {
          const split = splitServerErrors(err, ['reason'] as const, {
            fallback: messages.fallback,
          });
          fail(split.fields.reason ?? split.general);
        },
      },
    );
  };
}
