import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/** A Stripe customer portal session, where the company updates its card. */
export function openBillingPortal(): Promise<{ url: string }> {
  return pb.send<{ url: string }>('/api/billing/portal', { method: 'POST' });
}

export function useBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    // The portal is a Stripe page; it returns to /company/payments.
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
