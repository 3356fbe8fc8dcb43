import { Badge } from '@mantine/core';
import { subscriptionStatus, type SubscriptionStatus } from '@/shared/billing/subscriptionStatus';

export function statusLabel(status: SubscriptionStatus): string {
  return subscriptionStatus(status).label;
}

/** The subscription's status as a coloured badge. */
export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const badge = subscriptionStatus(status);
  return (
    <Badge color={badge.color} autoContrast size="lg" tt="none" data-status={status}>
      {badge.label}
    </Badge>
  );
}
