import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '@/shared/auth';
import { errorMessage } from '@/shared/errors';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useBillingPortal } from '@/features/billing/api/billingPortal';
import { useCancelSubscription } from '@/features/billing/api/cancelSubscription';
import { useResumeSubscription } from '@/features/billing/api/resumeSubscription';
import { useSubscription } from '@/features/billing/api/subscription';
import { CancelPlanModal } from '@/features/billing/components/payments/CancelPlanModal';
import { ChangePlanModal } from '@/features/billing/components/payments/ChangePlanModal';
import { CurrentPlanCard } from '@/features/billing/components/payments/CurrentPlanCard';
import { InvoicesCard } from '@/features/billing/components/payments/InvoicesCard';
import { formatDate } from '@/shared/billing/format';
import type { PlanOutcome } from '@/features/billing/components/plan/PlanChooser';
import { successCopy, SuccessModal } from '@/features/billing/components/plan/SuccessModal';
import { SeatsNotice } from '@/features/teams/components/SeatsNotice';

/** /company/payments: the plan, its status, its invoices, and changing or canceling it. */
export function PaymentsPage() {
  usePageTitle('Payments');
  const subscription = useSubscription();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useBillingPortal();
  // A team member sees the plan; the owner alone changes it (the server refuses anyone else).
  const member = Boolean(useCurrentUser()?.team);
  const [choosing, setChoosing] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const [outcome, setOutcome] = useState<PlanOutcome | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  const data = subscription.data;
  const sub = data?.subscription ?? null;

  const confirmCancel = () => {
    cancel.mutate(undefined, {
      onSuccess: (next) => {
        setCanceling(false);
        const end = formatDate(next.subscription?.current_period_end ?? '');
        notifications.show({
          color: 'green',
          title: 'Plan canceled',
          message:
            next.subscription?.status === 'canceled'
              ? 'Your plan has ended.'
              : `Your plan ends${end ? ` on ${end}` : ' at the end of this period'}.`,
        });
      },
    });
  };

  const doResume = () => {
    resume.mutate(undefined, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: 'Subscription resumed',
          message: 'Your plan renews as before.',
        }),
      onError: (err) =>
        notifications.show({ color: 'red', title: 'Not resumed', message: errorMessage(err) }),
    });
  };

  return (
    <Stack gap="lg" maw={1040}>
      <div>
        <Title order={1}>Payments</Title>
        <Text c="dimmed" mt={4}>
          Your plan, its billing and your invoices.
        </Text>
      </div>

      {subscription.isPending ? (
        <PaymentsSkeleton />
      ) : subscription.isError || !data ? (
        <LoadErrorAlert title="Your payments could not be loaded" query={subscription} />
      ) : (
        <>
          {portal.error && (
            <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
              {errorMessage(portal.error)}
            </Alert>
          )}
          {!member && data.team?.over_seats ? (
            <SeatsNotice notice={data.team.notice} link="team" />
          ) : null}
          <CurrentPlanCard
            data={data}
            actions={
              member
                ? null
                : {
                    onChoosePlan: () => setChoosing(true),
                    onCancel: () => {
                      cancel.reset();
                      setCanceling(true);
                    },
                    onResume: doResume,
                    onOpenPortal: () => portal.mutate(),
                    resuming: resume.isPending,
                    openingPortal: portal.isPending,
                  }
            }
          />
          <InvoicesCard invoices={data.invoices} configured={data.configured} />
          {sub && data.plan && (
            <CancelPlanModal
              opened={canceling}
              subscription={sub}
              plan={data.plan}
              pending={cancel.isPending}
              error={cancel.error}
              onClose={() => setCanceling(false)}
              onConfirm={confirmCancel}
            />
          )}
        </>
      )}

      <ChangePlanModal
        opened={choosing}
        subscription={sub}
        onClose={() => setChoosing(false)}
        onDone={(result) => {
          setChoosing(false);
          setOutcome(result);
          setSucceeded(true);
          void subscription.refetch();
        }}
      />
      <SuccessModal
        opened={succeeded}
        {...successCopy(outcome)}
        onConfirm={() => setSucceeded(false)}
      />
    </Stack>
  );
}

function PaymentsSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading your payments">
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Skeleton height={24} width={160} />
            <Skeleton height={26} width={90} radius="xl" />
          </Group>
          <Group gap="xl">
            {[0, 1, 2, 3].map((i) => (
              <Stack key={i} gap={6}>
                <Skeleton height={12} width={70} />
                <Skeleton height={18} width={110} />
              </Stack>
            ))}
          </Group>
          <Skeleton height={36} width={260} />
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Skeleton height={24} width={120} />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={32} />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

export { PaymentsPage as Component };
