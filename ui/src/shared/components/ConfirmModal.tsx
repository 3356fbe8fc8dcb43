import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '@/shared/errors';
import { ActionModal } from './ActionModal';

interface Props {
  opened: boolean;
  title: string;
  children: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  confirmColor?: string;
  pending: boolean;
  /** The failed attempt's error: the server's message is shown (e.g. where a lookup is used). */
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
  /** Whether the dialog can be closed while the action runs. */
  closableWhilePending?: boolean;
}

/** Asks before a destructive action and shows why the server refused it. */
export function ConfirmModal({
  opened,
  title,
  children,
  cancelLabel,
  confirmLabel,
  confirmColor = 'red.9',
  pending,
  error,
  onClose,
  onConfirm,
  closableWhilePending = false,
}: Props) {
  return (
    <ActionModal
      opened={opened}
      onClose={() => (closableWhilePending || !pending) && onClose()}
      title={title}
      cancelLabel={cancelLabel}
      onCancel={onClose}
      confirmLabel={confirmLabel}
      confirmColor={confirmColor}
      pending={pending}
      onConfirm={onConfirm}
      cancelWhilePending={closableWhilePending}
    >
      {children}
      {error ? (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
          {errorMessage(error)}
        </Alert>
      ) : null}
    </ActionModal>
  );
}
