/**
 * A subscription's status for people: the one table the company's payments
 * page and the system area's lists both draw (they had drifted apart:
 * "Canceled" in red on one, "Cancelled" in grey on the other).
 */

/** Stripe's subscription statuses, and "free" for a plan activated without charge. */
export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'free';

/**
 * The badge shades: each keeps a 4.5:1 contrast with the text colour
 * Mantine's autoContrast gives it (black on the light ones, white on the
 * dark ones).
 */
export type SubscriptionColor = 'green.6' | 'blue.8' | 'orange.6' | 'yellow.5' | 'gray.7' | 'red.9';

export interface SubscriptionLabel {
  label: string;
  color: SubscriptionColor;
}

const labels: Record<SubscriptionStatus | 'paused', SubscriptionLabel> = {
  active: { label: 'Active', color: 'green.6' },
  free: { label: 'Active (no charge)', color: 'green.6' },
  trialing: { label: 'Trial', color: 'blue.8' },
  past_due: { label: 'Past due', color: 'orange.6' },
  incomplete: { label: 'Payment pending', color: 'yellow.5' },
  incomplete_expired: { label: 'Payment expired', color: 'gray.7' },
  unpaid: { label: 'Unpaid', color: 'red.9' },
  canceled: { label: 'Canceled', color: 'red.9' },
  paused: { label: 'Paused', color: 'gray.7' },
};

/**
 * The label and badge colour of `status`: "" is "No plan"; a status this
 * table does not know yet is shown humanised ("something_new" is
 * "Something new"), in grey.
 */
export function subscriptionStatus(status: string): SubscriptionLabel {
  if (!status) return { label: 'No plan', color: 'gray.7' };
  const known = (labels as Record<string, SubscriptionLabel | undefined>)[status];
  if (known) return known;
  const words = status.replace(/_/g, ' ');
  return { label: words.charAt(0).toUpperCase() + words.slice(1), color: 'gray.7' };
}
