import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useWithdrawApplication } from '@/shared/api/withdrawApplication';
import { ConfirmModal } from '@/shared/components/ConfirmModal';
import { notifyDone } from '@/shared/notifySaved';

interface Props {
  applicationId: string;
  opened: boolean;
  onClose: () => void;
  /** What withdrawing means, e.g. "The company will no longer consider you for …". */
  children: ReactNode;
}

/** Asks before the volunteer withdraws an application, then withdraws it. */
export function WithdrawApplicationModal({ applicationId, opened, onClose, children }: Props) {
  const withdraw = useWithdrawApplication();
  return (
    <ConfirmModal
      opened={opened}
      title="Withdraw your application?"
      cancelLabel="Keep my application"
      confirmLabel="Withdraw"
      confirmColor="red.8"
      pending={withdraw.isPending}
      error={withdraw.error}
      onClose={onClose}
      onConfirm={() =>
        withdraw.mutate(applicationId, {
          onSuccess: () => {
            onClose();
            notifyDone('Application withdrawn.');
          },
        })
      }
      closableWhilePending
    >
      <Text>{children}</Text>
    </ConfirmModal>
  );
}
