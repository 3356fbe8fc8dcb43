import { Modal } from '@mantine/core';
import { useMediaQueryNow } from '@/shared/hooks/useBelow';
import { ENTITLED, type SubscriptionView } from '../../api/billingTypes';
import { PlanChooser, type PlanOutcome } from '../plan/PlanChooser';

interface ChangePlanModalProps {
  opened: boolean;
  subscription: SubscriptionView | null;
  onClose: () => void;
  onDone: (outcome: PlanOutcome) => void;
}

/** The plan cards in a modal: a first plan, another plan, or the payment of a pending one. */
export function ChangePlanModal({ opened, subscription, onClose, onDone }: ChangePlanModalProps) {
  const narrow = useMediaQueryNow('(max-width: 36em)');
  const inForce = subscription && ENTITLED.includes(subscription.status) ? subscription : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={inForce ? 'Change plan' : 'Choose a plan'}
      size={960}
      fullScreen={narrow}
      closeOnClickOutside={false}
    >
      {/* Mounted only while open, so every opening starts from the plans. */}
      {opened && (
        <PlanChooser
          initialPlan={subscription?.plan}
          initialInterval={subscription?.interval}
          current={inForce}
          onDone={onDone}
        />
      )}
    </Modal>
  );
}
