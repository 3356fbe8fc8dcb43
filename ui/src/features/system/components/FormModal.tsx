import type { ModalProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { ActionModal } from '@/shared/components/ActionModal';
import { FormAlert } from '@/shared/components/FormAlert';

interface Props {
  opened: boolean;
  title: string;
  size?: ModalProps['size'];
  pending: boolean;
  /** The server's message when no field took it; shown above the buttons. */
  general: string | null;
  submitLabel: string;
  submitColor?: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A dialog holding a form: its fields, the server's general message, Cancel and submit. */
export function FormModal({
  opened,
  title,
  size,
  pending,
  general,
  submitLabel,
  submitColor,
  onClose,
  onSubmit,
  children,
}: Props) {
  return (
    <ActionModal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={title}
      size={size}
      onSubmit={onSubmit}
      onCancel={onClose}
      confirmLabel={submitLabel}
      confirmColor={submitColor}
      pending={pending}
    >
      {children}
      <FormAlert message={general} />
    </ActionModal>
  );
}
