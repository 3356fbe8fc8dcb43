/** The shapes of the billing routes (hooks/billing in the Go server). */

import type { SubscriptionStatus } from '@/shared/billing/subscriptionStatus';

export type { SubscriptionStatus };

export type PlanId = 'starter' | 'essential' | 'advanced';
export type BillingInterval = 'month' | 'year';

/** One plan; prices in pence. */
export interface Plan {
  id: PlanId;
  name: string;
  monthly: number;
  yearly: number;
  liveOpportunities: number;
  seats: number;
  features: string[];
}

/** GET /api/billing/plans */
export interface BillingPlans {
  currency: string;
  /** False when the instance has no Stripe key: plans are activated without charge. */
  configured: boolean;
  publishableKey: string;
  plans: Plan[];
}

/** POST /api/billing/subscribe */
export interface SubscribeResult {
  status: SubscriptionStatus;
  plan: PlanId;
  interval: BillingInterval;
  /** Present (possibly empty against stripe-mock) only when a first payment is due. */
  clientSecret?: string;
  publishableKey?: string;
  subscriptionId?: string;
}

export interface SubscriptionView {
  plan: PlanId;
  interval: BillingInterval;
  status: SubscriptionStatus;
  /** A PocketBase date ("2026-01-31 12:00:00.000Z") or "" when there is none. */
  current_period_end: string;
  cancel_at_period_end: boolean;
}

export interface Invoice {
  id: string;
  number: string;
  /** In the smallest unit of the currency. */
  amount_paid: number;
  currency: string;
  status: string;
  /** RFC 3339. */
  created: string;
  hosted_invoice_url: string;
}

/** The team's seats as the payments page tells them. */
export interface TeamSeats {
  seats: number;
  used: number;
  /** More accounts than seats, after a downgrade. */
  over_seats: boolean;
  /** The server's word on the seats, "" when there is nothing to say. */
  notice: string;
}

/** GET /api/billing/subscription, and the answer of confirm, cancel and resume. */
export interface BillingSubscription {
  configured: boolean;
  subscription: SubscriptionView | null;
  plan: Plan | null;
  invoices: Invoice[];
  team?: TeamSeats;
}

export const priceOf = (plan: Plan, interval: BillingInterval) =>
  interval === 'year' ? plan.yearly : plan.monthly;

/** Statuses under which the plan is in force (the server's `entitled`). */
export const ENTITLED: SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'free'];

/** Statuses of a Stripe subscription that is being paid for. */
export const PAYING: SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
