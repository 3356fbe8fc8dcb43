import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '@/shared/components/ConfirmModal';
import { notifyDone } from '@/shared/notifySaved';

interface Mutation<V> {
  isPending: boolean;
  error: unknown;
  reset: () => void;
  mutate: (variables: V, options: { onSuccess: () => void }) => void;
}

/**
 * The item a dialog is open for and the mutation it runs: opening it clears
 * the mutation's last error, so an earlier refusal is not shown again.
 */
export function useMutationDialog<T, M extends { reset: () => void }>(mutation: M) {
  const [item, setItem] = useState<T | null>(null);
  return {
    item,
    mutation,
    open: (next: T) => {
      mutation.reset();
      setItem(next);
    },
    close: () => setItem(null),
  };
}

interface Props<T extends { id: string }> {
  dialog: ReturnType<typeof useMutationDialog<T, Mutation<string>>>;
  title: string;
  confirmLabel: string;
  /** The notification once the item is deleted: its message and title. */
  deleted: (item: T) => [message: string, title: string];
  /** What deleting the item removes. */
  children: ReactNode;
}

/** Asks before deleting the dialog's item, deletes it by its id, then says so and closes. */
export function DeleteDialog<T extends { id: string }>({
  dialog,
  title,
  confirmLabel,
  deleted,
  children,
}: Props<T>) {
  const { item, mutation } = dialog;
  return (
    <ConfirmModal
      opened={item !== null}
      title={title}
      confirmLabel={confirmLabel}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={dialog.close}
      onConfirm={() =>
        item &&
        mutation.mutate(item.id, {
          onSuccess: () => {
            notifyDone(...deleted(item));
            dialog.close();
          },
        })
      }
    >
      {children}
    </ConfirmModal>
  );
}
