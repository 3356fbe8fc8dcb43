import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { PlanOutcome } from './PlanChooser';

export const PAYMENT_SUCCESS = 'Your payment was successful! Thank you for subscribing.';

interface SuccessModalProps {
  opened: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
}

/** The last word of a plan choice: one button, Confirm, that moves on. */
export function SuccessModal({ opened, title, message, onConfirm }: SuccessModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onConfirm}
      title={title}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      <Stack gap="lg" align="center" ta="center">
        <ThemeIcon color="green.8" size={56} radius="xl" variant="light" aria-hidden>
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Text>{message}</Text>
        <Group justify="center">
          <Button onClick={onConfirm} data-autofocus>
            Confirm
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The title and message that end a plan choice. */
export function successCopy(outcome: PlanOutcome | null): { title: string; message: string } {
  if (!outcome) return { title: '', message: '' };
  const period = outcome.interval === 'year' ? 'yearly' : 'monthly';
  switch (outcome.kind) {
    case 'paid':
      return { title: 'Payment successful', message: PAYMENT_SUCCESS };
    case 'free':
      return {
        title: 'Plan activated',
        message: `Your ${outcome.plan.name} plan is active. Payments are not set up on this Voluntech instance, so there is nothing to pay.`,
      };
    case 'changed':
      return {
        title: 'Plan changed',
        message: `Your plan is now ${outcome.plan.name}, billed ${period}. Stripe adjusts your next invoice for the change.`,
      };
  }
}
