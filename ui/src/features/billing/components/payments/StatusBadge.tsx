import { Badge } from '@mantine/core';
import type { SubscriptionStatus } from '../../api/billingTypes';

// Shades chosen so the label keeps a 4.5:1 contrast: light backgrounds get
// black text from autoContrast, dark ones white.
const badges: Record<SubscriptionStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green.6' },
  free: { label: 'Active (no charge)', color: 'green.6' },
  trialing: { label: 'Trial', color: 'blue.8' },
  past_due: { label: 'Past due', color: 'orange.6' },
  incomplete: { label: 'Payment pending', color: 'yellow.5' },
  incomplete_expired: { label: 'Payment expired', color: 'gray.7' },
  unpaid: { label: 'Unpaid', color: 'red.9' },
  canceled: { label: 'Canceled', color: 'red.9' },
};

export function statusLabel(status: SubscriptionStatus): string {
  return badges[status]?.label ?? status;
}

/** The subscription's status as a coloured badge. */
export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const badge = badges[status] ?? { label: status, color: 'gray.7' };
  return (
    <Badge color={badge.color} autoContrast size="lg" tt="none" data-status={status}>
      {badge.label}
    </Badge>
  );
}
