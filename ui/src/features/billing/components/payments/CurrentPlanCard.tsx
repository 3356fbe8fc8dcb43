import { CardHeading, CardSection } from '@/shared/components/CardSection';
import { Alert, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCreditCard,
  IconInfoCircle,
  IconPlayerPlay,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  ENTITLED,
  PAYING,
  priceOf,
  type BillingSubscription,
  type SubscriptionView,
} from '../../api/billingTypes';
import { formatDate, formatPence, intervalLabel, perInterval } from '@/shared/billing/format';
import { StatusBadge } from './StatusBadge';

export interface CurrentPlanActions {
  onChoosePlan: () => void;
  onCancel: () => void;
  onResume: () => void;
  onOpenPortal: () => void;
  resuming: boolean;
  openingPortal: boolean;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" fw={600} m={0}>
        {children}
      </Text>
    </div>
  );
}

/** The date row: when the plan renews, ends or starts. */
function periodRow(sub: SubscriptionView): { term: string; value: string } | null {
  const date = formatDate(sub.current_period_end);
  if (sub.status === 'free' || sub.status === 'canceled') return null;
  if (sub.status === 'incomplete') return { term: 'Starts', value: 'After the first payment' };
  if (!date) return null;
  return sub.cancel_at_period_end
    ? { term: 'Ends on', value: date }
    : { term: 'Renews on', value: date };
}

/** The company's plan: name, billing period, status, dates and what can be done with it. */
export function CurrentPlanCard({
  data,
  actions,
}: {
  data: BillingSubscription;
  /** null for a team member: only the owner manages billing, so nothing is offered. */
  actions: CurrentPlanActions | null;
}) {
  const sub = data.subscription;
  const plan = data.plan;

  if (!sub || !plan) {
    return (
      <CardSection id="current-plan-title">
        <Stack gap="sm" align="flex-start">
          <CardHeading title="Current plan" id="current-plan-title" />
          <Text>
            You have not chosen a plan yet. A plan sets how many opportunities you can have live at
            once.
          </Text>
          {actions ? <Button onClick={actions.onChoosePlan}>Choose a plan</Button> : null}
        </Stack>
      </CardSection>
    );
  }

  const paying = PAYING.includes(sub.status);
  const entitled = ENTITLED.includes(sub.status);
  const period = periodRow(sub);
  const price =
    sub.status === 'free'
      ? 'No charge'
      : `${formatPence(priceOf(plan, sub.interval), 'gbp')} ${perInterval[sub.interval]}`;

  return (
    <CardSection id="current-plan-title">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <CardHeading title="Current plan" id="current-plan-title" />
          <StatusBadge status={sub.status} />
        </Group>

        <SimpleGrid
          component="dl"
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="md"
          m={0}
          data-testid="current-plan"
        >
          <Detail term="Plan">{plan.name}</Detail>
          <Detail term="Billing">{intervalLabel[sub.interval]}</Detail>
          <Detail term="Price">{price}</Detail>
          {period && <Detail term={period.term}>{period.value}</Detail>}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {plan.features.join(' · ')}
        </Text>

        {sub.status === 'past_due' && (
          <Alert
            color="orange"
            c="dark.8"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title="Your last payment failed"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                Please update your card. Stripe retries the payment, and your plan stays active
                while it does.
              </Text>
              {actions ? (
                <Button
                  leftSection={<IconCreditCard size={18} aria-hidden />}
                  onClick={actions.onOpenPortal}
                  loading={actions.openingPortal}
                >
                  Update your card
                </Button>
              ) : null}
            </Stack>
          </Alert>
        )}
        {sub.status === 'incomplete' && (
          <Alert color="yellow" c="dark.8" icon={<IconInfoCircle size={20} aria-hidden />}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                The first payment for this plan has not been completed, so the plan is not active
                yet.
              </Text>
              {actions ? <Button onClick={actions.onChoosePlan}>Complete payment</Button> : null}
            </Stack>
          </Alert>
        )}
        {(sub.status === 'canceled' ||
          sub.status === 'incomplete_expired' ||
          sub.status === 'unpaid') && (
          <Alert color="red" c="dark.8" icon={<IconInfoCircle size={20} aria-hidden />}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                Your plan is no longer active. Choose a plan to post opportunities again.
              </Text>
              {actions ? <Button onClick={actions.onChoosePlan}>Choose a plan</Button> : null}
            </Stack>
          </Alert>
        )}
        {sub.cancel_at_period_end && paying && (
          <Alert color="blue" c="dark.8" icon={<IconInfoCircle size={20} aria-hidden />}>
            Your plan is canceled and ends
            {period?.term === 'Ends on' ? ` on ${period.value}` : ' at the end of this period'}.
            Resume it to keep it.
          </Alert>
        )}

        {entitled && actions && (
          <Group gap="sm">
            <Button onClick={actions.onChoosePlan}>Change plan</Button>
            {sub.cancel_at_period_end && paying ? (
              <Button
                variant="default"
                leftSection={<IconPlayerPlay size={18} aria-hidden />}
                onClick={actions.onResume}
                loading={actions.resuming}
              >
                Resume subscription
              </Button>
            ) : (
              <Button
                variant="default"
                color="red"
                leftSection={<IconX size={18} aria-hidden />}
                onClick={actions.onCancel}
              >
                {sub.status === 'free' ? 'Cancel plan' : 'Cancel at period end'}
              </Button>
            )}
            {paying && sub.status !== 'past_due' && (
              <Button
                variant="subtle"
                leftSection={<IconCreditCard size={18} aria-hidden />}
                onClick={actions.onOpenPortal}
                loading={actions.openingPortal}
              >
                Update payment details
              </Button>
            )}
          </Group>
        )}
        {!actions && (
          <Text size="sm" c="gray.7">
            Only the account owner manages billing: ask them to change or cancel the plan.
          </Text>
        )}
        {!data.configured && (
          <Box>
            <Text size="sm" c="dimmed">
              Payments are not set up on this Voluntech instance, so plans are active without
              charge.
            </Text>
          </Box>
        )}
      </Stack>
    </CardSection>
  );
}
