import { Modal, Stack, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { splitServerErrors } from '@/shared/serverErrors';
import { ModalActions } from './ModalActions';

/** The longest reason the server keeps. */
export const REASON_MAX = 500;

interface Props {
  opened: boolean;
  title: string;
  /** What the action touches, and what follows from it. */
  children?: ReactNode;
  /** Under the field's label, e.g. who reads the reason. */
  description?: string;
  /** Said when the reason is left empty. */
  missing: string;
  confirmLabel: string;
  /** Said when the server fails for a reason no field explains. */
  fallback: string;
  pending: boolean;
  onClose: () => void;
  /** Sends the trimmed reason; the dialog closes when it resolves and shows why when it rejects. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/** A destructive action that needs a reason the other side will read: reject, revoke, hide. */
export function ReasonModal({
  opened,
  title,
  children,
  description,
  missing,
  confirmLabel,
  fallback,
  pending,
  onClose,
  onSubmit,
}: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(missing);
      return;
    }
    try {
      await onSubmit(trimmed);
    } catch (err) {
      const split = splitServerErrors(err, ['reason'] as const, { fallback });
      setError(split.fields.reason ?? split.general);
      return;
    }
    close();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        {children}
        <Textarea
          label="Reason"
          description={description}
          required
          autosize
          minRows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(ev) => setReason(ev.currentTarget.value)}
          error={error}
        />
        <ModalActions
          onCancel={close}
          confirmLabel={confirmLabel}
          confirmColor="red.9"
          pending={pending}
          onConfirm={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}
