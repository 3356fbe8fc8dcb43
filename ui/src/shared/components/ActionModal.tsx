import { Modal, Stack, type ModalProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { ModalActions, type ModalActionsProps } from './ModalActions';

interface Props extends ModalActionsProps {
  opened: boolean;
  title: string;
  size?: ModalProps['size'];
  /** Closing the dialog (Escape, its X, a click outside); Cancel calls onCancel. */
  onClose: () => void;
  /** The dialog is a form, sent by the confirming button when there is no onConfirm. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The dialog's content, above the buttons. */
  children: ReactNode;
}

/**
 * A centred dialog that asks before an action: its content, then Cancel and
 * the confirming button at its foot (ModalActions); a form when it has onSubmit.
 */
export function ActionModal({
  opened,
  title,
  size,
  onClose,
  onSubmit,
  children,
  ...actions
}: Props) {
  const body = (
    <Stack gap="md">
      {children}
      <ModalActions {...actions} />
    </Stack>
  );
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Modal>
  );
}
