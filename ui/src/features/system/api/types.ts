import type { ApplicationStage, OpportunityStatus } from '@/shared/components/opportunity/model';
import type { Role } from '@/shared/types';

/** A page of a /api/system/* list. */
export interface SystemPage<T> {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: T[];
}

/** Query parameters of a list: empty values are left out of the request. */
export type ListParams = Record<string, string | number | undefined>;

/** Drops empty values, so "no filter" and a missing filter share a cache entry. */
export function cleanParams(params: ListParams): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

export const systemKey = ['system'] as const;

export interface SystemUser {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  role: Role;
  verified: boolean;
  status: 'Active' | 'Unverified';
  created: string;
}

/** What the Add User and edit dialogs send. */
export interface UserInput {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
}

export interface MrrPoint {
  /** "2026-01". */
  month: string;
  /** Pounds. */
  amount: number;
}

export interface SystemEvent {
  kind: 'signup' | 'application' | 'payment_failed';
  text: string;
  at: string;
  link: string;
}

export interface SystemStats {
  currency: string;
  subscriptions: { active: number; failed: number; cancelled: number };
  mrr: MrrPoint[];
  mrr_change_percent: number | null;
  events: SystemEvent[];
  team: { id: string; username: string; name: string }[];
}

export interface VolunteerSummary {
  total: number;
  partners: number;
  unverified: number;
  cancelled_this_month: number;
  cancelled_last_month: number;
  cancelled_change_percent: number | null;
}

export interface SystemVolunteer {
  id: string;
  username: string;
  name: string;
  email: string;
  category_name: string;
  area: string;
  city: string;
  status: 'Active' | 'Unverified' | 'Incomplete';
  created: string;
}

export interface VolunteerListPage extends SystemPage<SystemVolunteer> {
  summary: VolunteerSummary;
}

export interface SystemCompany {
  id: string;
  username: string;
  company_name: string;
  email: string;
  plan: string;
  interval: string;
  subscription_status: string;
  live_opportunities: number;
  /** The owner and the members. */
  team_members?: number;
  created: string;
}

export type EditableLookupKind =
  | 'volunteer_category'
  | 'study_area'
  | 'course_title'
  | 'institution'
  | 'company_category'
  | 'company_partner';

export interface SystemLookup {
  id: string;
  name: string;
  status: 'approved' | 'pending';
  uses: number;
  submitted_by: { id: string; username: string } | null;
  created: string;
}

export interface SystemOpportunity {
  id: string;
  title: string;
  status: OpportunityStatus;
  company_id: string;
  company_username: string;
  company_name: string;
  applicants: number;
  interviews: number;
  expires_at: string;
  created: string;
  closed_reason: string;
}

export interface SystemApplication {
  id: string;
  stage: ApplicationStage;
  opportunity_id: string;
  opportunity_title: string;
  company_name: string;
  volunteer_username: string;
  volunteer_name: string;
  created: string;
  updated: string;
}

export interface SystemPayment {
  id: string;
  company_id: string;
  company_username: string;
  company_name: string;
  plan: string;
  interval: string;
  status: string;
  /** Pounds per interval. */
  amount: number;
  currency: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  updated: string;
}

/** An email the outbox has not delivered: failed for good, or waiting for a retry. */
export interface SystemEmail {
  id: string;
  to: string[];
  subject: string;
  kind: string;
  status: 'failed' | 'pending';
  attempts: number;
  last_error: string;
  next_attempt_at: string;
  created: string;
}
