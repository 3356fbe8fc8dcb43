import { useRef, useState } from 'react';
import { useSubscription } from '../../api/subscription';
import { PlanChooser, PlanChooserSkeleton, type PlanOutcome } from './PlanChooser';
import { successCopy, SuccessModal } from './SuccessModal';

/**
 * Step 3 of the company onboarding, "Pricing plans and subscribing": choose
 * a plan, pay for it through Stripe (or, without Stripe, have it activated
 * without charge), then Confirm calls onComplete.
 */
export function PlanStep({
  onComplete,
  onBack,
}: {
  onComplete: () => void;
  /** Back to the previous wizard step, offered while no payment is open. */
  onBack?: () => void;
}) {
  const subscription = useSubscription();
  const [outcome, setOutcome] = useState<PlanOutcome | null>(null);
  const completed = useRef(false);

  // A reload during the payment resumes with the plan chosen before.
  if (subscription.isPending) return <PlanChooserSkeleton />;
  const chosen = subscription.data?.subscription ?? null;

  const confirm = () => {
    if (completed.current) return;
    completed.current = true;
    onComplete();
  };

  return (
    <>
      <PlanChooser
        initialPlan={chosen?.plan}
        initialInterval={chosen?.interval}
        onDone={setOutcome}
        onBack={onBack}
      />
      <SuccessModal opened={outcome !== null} {...successCopy(outcome)} onConfirm={confirm} />
    </>
  );
}
