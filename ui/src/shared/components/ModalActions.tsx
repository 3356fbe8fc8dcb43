import { Button, Group } from '@mantine/core';

export interface ModalActionsProps {
  /** The button that backs out: "Cancel", "Keep it". */
  cancelLabel?: string;
  onCancel: () => void;
  confirmLabel: string;
  /** The confirming button's colour, e.g. "red.9" for a destructive action. */
  confirmColor?: string;
  pending: boolean;
  /** Without it, the confirming button submits the dialog's form. */
  onConfirm?: () => void;
  /** Whether backing out stays possible while the action runs. */
  cancelWhilePending?: boolean;
}

/** The buttons at the foot of a dialog: back out on the left, go ahead on the right. */
export function ModalActions({
  cancelLabel = 'Cancel',
  onCancel,
  confirmLabel,
  confirmColor,
  pending,
  onConfirm,
  cancelWhilePending = false,
}: ModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending && !cancelWhilePending}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={confirmColor}
        onClick={onConfirm}
        loading={pending}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}
