import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '@/shared/errors';
import type { Plan, SubscriptionView } from '../../api/billingTypes';
import { formatDate } from '../plan/format';

interface CancelPlanModalProps {
  opened: boolean;
  subscription: SubscriptionView;
  plan: Plan;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before canceling: a paid plan ends with its period, a plan without charge at once. */
export function CancelPlanModal({
  opened,
  subscription,
  plan,
  pending,
  error,
  onClose,
  onConfirm,
}: CancelPlanModalProps) {
  const free = subscription.status === 'free';
  const end = formatDate(subscription.current_period_end);
  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={free ? 'Cancel your plan?' : 'Cancel at the end of this period?'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text>
          {free
            ? `Your ${plan.name} plan ends now. You can choose a plan again at any time.`
            : `Your ${plan.name} plan stays active until ${end || 'the end of the period you paid for'}, then ends. You are not charged again, and you can resume it until then.`}
        </Text>
        <Text size="sm" c="dimmed">
          Without a plan, your opportunities can no longer be live.
        </Text>
        {error ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
            {errorMessage(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Keep my plan
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending}>
            {free ? 'Cancel plan' : 'Cancel at period end'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
