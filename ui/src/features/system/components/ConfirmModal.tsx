import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '@/shared/errors';

interface Props {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** The failed attempt's error: the server's message is shown (e.g. where a lookup is used). */
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before a destructive action and shows why the server refused it. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  pending,
  error,
  onClose,
  onConfirm,
}: Props) {
  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {children}
        {error ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
            {errorMessage(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
