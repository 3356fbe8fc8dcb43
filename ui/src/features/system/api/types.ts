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
  suspended: boolean;
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

/** The server's mail settings as its mail transport uses them; the password is never sent. */
export interface SmtpSettings {
  /** "smtp" when an SMTP server is set, "log" when mails go to the server log. */
  transport: 'smtp' | 'log';
  host: string;
  port: number;
  tls: boolean;
  username: string;
  password_set: boolean;
  from_address: string;
  from_name: string;
}

/** A test email's delivery as the outbox knows it. */
export interface SmtpTest {
  id: string;
  to: string;
  status: 'pending' | 'sent' | 'failed' | 'superseded';
  attempts: number;
  last_error: string;
}

export type AccessRoleKey =
  'guest' | 'volunteer' | 'company_owner' | 'company_member' | 'superadmin';

/** "yes", "no", "when" (a rule decides per record) or "verified" (after confirming the email). */
export type AccessVerdict = 'yes' | 'no' | 'when' | 'verified';

export interface RuleAccess {
  rule: string | null;
  roles: Record<AccessRoleKey, AccessVerdict>;
}

export interface CollectionAccess {
  name: string;
  list: RuleAccess;
  view: RuleAccess;
  create: RuleAccess;
  update: RuleAccess;
  delete: RuleAccess;
}

export interface RouteAccess {
  method: string;
  path: string;
  guards: string[];
  roles: Record<AccessRoleKey, AccessVerdict>;
}

/** What each role may do, read by the server from its own rules and route guards. */
export interface AccessMatrix {
  roles: { key: AccessRoleKey; name: string }[];
  collections: CollectionAccess[];
  routes: RouteAccess[];
}

export interface BackupItem {
  key: string;
  size: number;
  modified: string;
}

export interface BackupSchedule {
  cron: string;
  max_keep: number;
}

export interface BackupList {
  items: BackupItem[];
  schedule: BackupSchedule;
  busy: boolean;
}

export interface ReplicaDatabase {
  name: string;
  local_txid: string;
  replica_txid: string;
  last_replicated_at: string;
  lag_seconds: number;
}

/** The continuous replica (REPLICA_URL); enabled is false when replication is off. */
export interface ReplicaStatus {
  enabled: boolean;
  url: string;
  current: boolean;
  lag_seconds: number;
  databases: ReplicaDatabase[];
}

/** One change a superadmin made (the System activities). */
export interface ActivityEntry {
  id: string;
  actor: string;
  actor_name: string;
  action: string;
  target: string;
  target_id: string;
  label: string;
  before: unknown;
  after: unknown;
  created: string;
}
