import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/shared/errors';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { useBillingPlans } from '../../api/billingPlans';
import { priceOf, type BillingInterval, type Plan, type PlanId } from '../../api/billingTypes';
import { useSubscribe } from '../../api/subscribe';
import { formatPence, perInterval } from '@/shared/billing/format';
import { PaymentForm } from './PaymentForm';
import { PlanCards } from './PlanCards';

export const NOT_CONFIGURED =
  'Payments are not set up on this Voluntech instance, so your plan is activated without charge.';

const NO_PUBLISHABLE_KEY =
  'The payment form cannot be shown: this Voluntech instance has no Stripe publishable key. Please tell the site administrator.';

/** How choosing a plan ended. */
export interface PlanOutcome {
  /** paid: first payment made; free: activated without charge; changed: a paid plan changed. */
  kind: 'paid' | 'free' | 'changed';
  plan: Plan;
  interval: BillingInterval;
}

interface PlanChooserProps {
  initialPlan?: PlanId | null;
  initialInterval?: BillingInterval;
  /** The plan in force: marked on its card, and choosing it again is not offered. */
  current?: { plan: PlanId; interval: BillingInterval } | null;
  onDone: (outcome: PlanOutcome) => void;
  /**
   * Leaves the chooser (the wizard's previous step): shown beside Continue,
   * and left out while the payment form is open, whose own back control
   * returns to the plans.
   */
  onBack?: () => void;
}

const intervals = [
  { label: 'Monthly', value: 'month' },
  { label: 'Yearly', value: 'year' },
];

/**
 * The plan step's flow, shared by the onboarding wizard and the payments
 * page: billing period, plan cards, Continue (subscribe) and, when a first
 * payment is due, Stripe's Payment Element.
 */
export function PlanChooser({
  initialPlan,
  initialInterval,
  current,
  onDone,
  onBack,
}: PlanChooserProps) {
  const plans = useBillingPlans();
  const subscribe = useSubscribe();
  const [interval, setInterval] = useState<BillingInterval>(initialInterval ?? 'month');
  const [selected, setSelected] = useState<PlanId | null>(initialPlan ?? null);
  const [payment, setPayment] = useState<{
    clientSecret: string;
    publishableKey: string;
    plan: Plan;
    interval: BillingInterval;
  } | null>(null);
  const [keyMissing, setKeyMissing] = useState(false);
  const hintId = useId();

  if (plans.isPending) return <PlanChooserSkeleton />;
  if (plans.isError) {
    return <LoadErrorAlert title="The plans could not be loaded" query={plans} />;
  }

  const { configured, currency, publishableKey } = plans.data;
  const plan = plans.data.plans.find((p) => p.id === selected) ?? null;
  const unchanged =
    !!current && !!plan && current.plan === plan.id && current.interval === interval;

  if (payment) {
    const price = priceOf(payment.plan, payment.interval);
    return (
      <PaymentForm
        publishableKey={payment.publishableKey}
        clientSecret={payment.clientSecret}
        amount={price}
        currency={currency}
        summary={
          <Stack gap={2}>
            <Text fw={600}>
              {payment.plan.name}, billed {payment.interval === 'year' ? 'yearly' : 'monthly'}
            </Text>
            <Text size="sm">
              You pay {formatPence(price, currency)} today, then {formatPence(price, currency)}{' '}
              {perInterval[payment.interval]} until you cancel.
            </Text>
          </Stack>
        }
        onPaid={() => onDone({ kind: 'paid', plan: payment.plan, interval: payment.interval })}
        onBack={() => setPayment(null)}
      />
    );
  }

  const onContinue = async () => {
    if (!plan || unchanged) return;
    setKeyMissing(false);
    let res;
    try {
      res = await subscribe.mutateAsync({ plan: plan.id, interval });
    } catch {
      return; // shown from subscribe.error
    }
    if (res.clientSecret !== undefined) {
      const key = res.publishableKey || publishableKey;
      if (!key) {
        setKeyMissing(true);
        return;
      }
      setPayment({ clientSecret: res.clientSecret, publishableKey: key, plan, interval });
      return;
    }
    onDone({ kind: res.status === 'free' ? 'free' : 'changed', plan, interval });
  };

  return (
    <Stack gap="lg">
      {!configured && (
        <Alert color="blue" c="dark.8" icon={<IconInfoCircle size={20} aria-hidden />}>
          {NOT_CONFIGURED}
        </Alert>
      )}
      <SegmentedControl
        aria-label="Billing period"
        data={intervals}
        value={interval}
        onChange={(v) => setInterval(v === 'year' ? 'year' : 'month')}
        w={{ base: '100%', xs: 'fit-content' }}
        miw={220}
        disabled={subscribe.isPending}
      />
      <PlanCards
        plans={plans.data.plans}
        currency={currency}
        interval={interval}
        value={selected}
        onChange={setSelected}
        currentPlan={current?.plan}
        disabled={subscribe.isPending}
      />
      {subscribe.error && (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
          {errorMessage(subscribe.error)}
        </Alert>
      )}
      {keyMissing && (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
          {NO_PUBLISHABLE_KEY}
        </Alert>
      )}
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" id={hintId}>
          {!plan
            ? 'Choose a plan to continue.'
            : unchanged
              ? 'This is your current plan. Choose another plan or billing period.'
              : `${plan.name}: ${formatPence(priceOf(plan, interval), currency)} ${perInterval[interval]}${configured ? '' : ', without charge on this instance'}.`}
        </Text>
        <Group gap="sm">
          {onBack ? (
            <Button variant="default" onClick={onBack} disabled={subscribe.isPending}>
              Back
            </Button>
          ) : null}
          <Button
            onClick={() => void onContinue()}
            disabled={!plan || unchanged}
            loading={subscribe.isPending}
            aria-describedby={hintId}
          >
            Continue
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The plan step while the plans load. */
export function PlanChooserSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading the plans">
      <Skeleton height={36} width={220} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={240} />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Skeleton height={36} width={110} />
      </Group>
    </Stack>
  );
}
