import { notifications } from '@mantine/notifications';
import type { ComponentProps } from 'react';
import { ConfirmModal } from '@/shared/components/ConfirmModal';

type ConfirmModalProps = ComponentProps<typeof ConfirmModal>;

interface ConfirmActionProps<T extends { id: string }> extends Omit<
  ConfirmModalProps,
  'opened' | 'pending' | 'error' | 'onClose' | 'onConfirm'
> {
  /** What the action is about; null while the dialog is closed. */
  target: T | null;
  onClose: () => void;
  /** The mutation that does it, by the target's id. */
  action: {
    mutate(id: string, options: { onSuccess: () => void }): void;
    reset(): void;
    isPending: boolean;
    error: unknown;
  };
  /** The green note once the server has done it. */
  done: (target: T) => { title?: string; message: string };
}

/**
 * Asks before an action on one record; once the server has done it, the
 * dialog closes and a green note says so. Closing forgets a failed attempt.
 */
export function ConfirmAction<T extends { id: string }>({
  target,
  onClose,
  action,
  done,
  ...modal
}: ConfirmActionProps<T>) {
  const close = () => {
    onClose();
    action.reset();
  };
  return (
    <ConfirmModal
      {...modal}
      opened={target !== null}
      pending={action.isPending}
      error={action.error}
      onClose={close}
      onConfirm={() => {
        if (!target) return;
        action.mutate(target.id, {
          onSuccess: () => {
            close();
            notifications.show({ color: 'green', ...done(target) });
          },
        });
      }}
    />
  );
}
