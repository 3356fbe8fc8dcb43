import { Text } from '@mantine/core';
import { ConfirmModal } from '@/shared/components/ConfirmModal';
import type { Plan, SubscriptionView } from '../../api/billingTypes';
import { formatDate } from '@/shared/billing/format';

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
    <ConfirmModal
      opened={opened}
      title={free ? 'Cancel your plan?' : 'Cancel at the end of this period?'}
      cancelLabel="Keep my plan"
      confirmLabel={free ? 'Cancel plan' : 'Cancel at period end'}
      pending={pending}
      error={error}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <Text>
        {free
          ? `Your ${plan.name} plan ends now. You can choose a plan again at any time.`
          : `Your ${plan.name} plan stays active until ${end || 'the end of the period you paid for'}, then ends. You are not charged again, and you can resume it until then.`}
      </Text>
      <Text size="sm" c="dimmed">
        Without a plan, your opportunities can no longer be live.
      </Text>
    </ConfirmModal>
  );
}
