import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { BillingInterval, Plan, PlanId } from '../../api/billingTypes';
import { priceOf } from '../../api/billingTypes';
import { formatPence, perInterval } from '@/shared/billing/format';

interface PlanCardsProps {
  plans: Plan[];
  currency: string;
  interval: BillingInterval;
  value: PlanId | null;
  onChange: (plan: PlanId) => void;
  /** The plan the company has now, marked on its card. */
  currentPlan?: PlanId | null;
  disabled?: boolean;
}

/** The plans as a radio group of cards: choosing a card selects its plan. */
export function PlanCards({
  plans,
  currency,
  interval,
  value,
  onChange,
  currentPlan,
  disabled,
}: PlanCardsProps) {
  return (
    <Radio.Group
      value={value ?? ''}
      onChange={(v) => {
        const plan = plans.find((p) => p.id === v);
        if (plan) onChange(plan.id);
      }}
      label="Choose a plan"
      labelProps={{ mb: 'xs', fw: 600 }}
      disabled={disabled}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {plans.map((plan) => {
          const price = priceOf(plan, interval);
          const saving = plan.monthly * 12 - plan.yearly;
          return (
            <Radio.Card key={plan.id} value={plan.id} p="md" radius="md" disabled={disabled}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={700} size="lg">
                    {plan.name}
                  </Text>
                  <Radio.Indicator aria-hidden />
                </Group>
                {currentPlan === plan.id && (
                  <Badge variant="light" color="blue" c="blue.9" w="fit-content">
                    Current plan
                  </Badge>
                )}
                <Text>
                  <Text span fz={28} fw={700} lh={1.2}>
                    {formatPence(price, currency)}
                  </Text>{' '}
                  {perInterval[interval]}
                </Text>
                {interval === 'year' && saving > 0 && (
                  <Text size="sm" c="dimmed">
                    {formatPence(saving, currency)} less than paying monthly
                  </Text>
                )}
                <Stack gap={6} mt="xs">
                  {plan.features.map((feature) => (
                    <Group key={feature} gap={8} wrap="nowrap" align="flex-start">
                      <IconCheck size={18} aria-hidden color="var(--mantine-color-green-8)" />
                      <Text size="sm">{feature}</Text>
                    </Group>
                  ))}
                </Stack>
              </Stack>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
