import type { ResponseTime } from '@/shared/responseTime';
import type { Role } from '@/shared/types';

/** An opportunity's status; only Open ones are public and count against the plan. */
export type OpportunityStatus = 'open' | 'hold' | 'draft' | 'closed';

export const OPPORTUNITY_STATUSES: readonly OpportunityStatus[] = [
  'open',
  'hold',
  'draft',
  'closed',
];

/** An application's stage; Withdrawn is the volunteer's (or the deleted opportunity's). */
export type ApplicationStage =
  'applied' | 'in_review' | 'interview' | 'accepted' | 'rejected' | 'withdrawn';

export const APPLICATION_STAGES: readonly ApplicationStage[] = [
  'applied',
  'in_review',
  'interview',
  'accepted',
  'rejected',
  'withdrawn',
];

/** One step of an application's history, oldest first. */
export interface StageChange {
  stage: ApplicationStage;
  /** ISO date-time, UTC. */
  at: string;
  /** The company's team member who made the move (company readers only). */
  by?: string;
  /** Their name at the time of the move. */
  by_name?: string;
  /** They have left the team since. */
  by_former?: boolean;
}

/** An opportunity as the records API sends it, with the server's enrich fields. */
export interface Opportunity {
  id: string;
  /** The site's promise: every application gets an answer within this many days. */
  answer_within_days?: number;
  company: string;
  title: string;
  category: string;
  status: OpportunityStatus;
  hours_per_day: number;
  duration_months: number;
  remote: boolean;
  city: string;
  country: string;
  experience: string;
  qualification: string;
  description: string;
  skills: string[] | null;
  expires_at: string;
  applicants: number;
  interviews: number;
  closed_reason: string;
  created: string;
  updated: string;
  company_name: string;
  company_username: string;
  /** For the company's team: who posted and who last edited it. */
  created_by_name?: string;
  created_by_former?: boolean;
  updated_by_name?: string;
  updated_by_former?: boolean;
  /** The logo's path ("/api/files/..."), "" without one. */
  company_logo: string;
  category_name: string;
  country_name: string;
  /** The company's median response time; null while it is too new to tell. */
  company_response?: ResponseTime | null;
  /** For a signed-in volunteer: their application to it, if any. */
  application?: { id: string; stage: ApplicationStage } | null;
  /** For a signed-in volunteer: their favourite record's id, "" when not saved. */
  favorite?: string;
}

/** What the applicant table shows of a volunteer who applied. */
export interface Applicant {
  id: string;
  username: string;
  name: string;
  city: string;
  country_name: string;
  /** The photo's path, "" without one. */
  photo: string;
  skills: string[];
}

/** An application as the records API sends it, with the server's enrich fields. */
export interface Application {
  id: string;
  /** "" once the company deleted the opportunity. */
  opportunity: string;
  volunteer: string;
  company: string;
  opportunity_title: string;
  company_name: string;
  note: string;
  stage: ApplicationStage;
  withdrawn_by: '' | 'volunteer' | 'company';
  history: StageChange[] | null;
  /** When the company first acted on it (a stage move); "" before. */
  first_action_at?: string;
  created: string;
  updated: string;
  /** For the company (and the volunteer themself). */
  applicant?: Applicant | null;
  /** For the volunteer: the opportunity's status now, or "deleted". */
  opportunity_status?: OpportunityStatus | 'deleted';
  /** For the company: who of the team made the latest stage move, "" when none did yet. */
  last_moved_by_name?: string;
  last_moved_by_former?: boolean;
  /** When it closes as "No response" unless the company acts first; "" when it will not. */
  closes_at?: string;
  /** "no_response" once it was closed that way (stage rejected). */
  closed_reason?: '' | 'no_response';
  closed_at?: string;
}

/** "Closes on 3 Mar 2026 without an answer" while the company has not acted; null otherwise. */
export function closesText(a: Pick<Application, 'closes_at'>): string | null {
  return a.closes_at ? `Closes on ${formatDate(a.closes_at)} without an answer` : null;
}

/** Whether the application closed because the company did not answer in time. */
export function closedUnanswered(a: Pick<Application, 'stage' | 'closed_reason'>): boolean {
  return a.stage === 'rejected' && a.closed_reason === 'no_response';
}

export const STATUS_LABEL: Record<OpportunityStatus, string> = {
  open: 'Open',
  hold: 'Hold',
  draft: 'Draft',
  closed: 'Closed',
};

/**
 * The product's status colours: Open green, Hold grey, Draft light grey; Closed is red. The
 * colour is the badge's background; its text stays dark to keep the WCAG AA
 * contrast Mantine's mid greens and oranges lack.
 */
export const STATUS_COLOR: Record<OpportunityStatus, string> = {
  open: 'green.2',
  hold: 'gray.4',
  draft: 'gray.1',
  closed: 'red.2',
};

export const STAGE_LABEL: Record<ApplicationStage, string> = {
  applied: 'Applied',
  in_review: 'In Review',
  interview: 'Interview',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The product names colours for Applied, In Review and Interview; the other stages are grey. */
export const STAGE_COLOR: Record<ApplicationStage, string> = {
  applied: 'blue.1',
  in_review: 'orange.1',
  interview: 'violet.1',
  accepted: 'green.2',
  rejected: 'gray.2',
  withdrawn: 'gray.2',
};

/** Volunteer days of an opportunity: its duration in months times 20. */
export function volunteerDays(durationMonths: number): number {
  return Number.isFinite(durationMonths) && durationMonths > 0
    ? Math.round(durationMonths) * 20
    : 0;
}

/** A PocketBase date ("2026-01-31 12:00:00.000Z" or ISO); null when empty or invalid. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? null : d;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left before an expiry date, counting a part day as one: 1 on
 * the last day, 0 once it has passed; null without a valid date.
 */
export function daysToGo(expiresAt: string, now: Date = new Date()): number | null {
  const end = parseDate(expiresAt);
  if (!end) return null;
  const left = end.getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** "12 days to go", "1 day to go" or "Expired". */
export function daysToGoText(expiresAt: string, now: Date = new Date()): string {
  const days = daysToGo(expiresAt, now);
  if (days === null) return 'No expiry date';
  if (days === 0) return 'Expired';
  return `${days} ${days === 1 ? 'day' : 'days'} to go`;
}

/** Whether an opportunity takes applications now: Open and not expired. */
export function isOpenForApplications(
  o: Pick<Opportunity, 'status' | 'expires_at'>,
  now: Date = new Date(),
): boolean {
  return o.status === 'open' && (daysToGo(o.expires_at, now) ?? 0) > 0;
}

/** A stage move a role may make, as the server allows them. */
export interface StageMove {
  to: ApplicationStage;
  /** The control's words: "Move to In Review", "Accept", "Reject", "Withdraw". */
  label: string;
}

const COMPANY_MOVES: Partial<Record<ApplicationStage, StageMove[]>> = {
  applied: [
    { to: 'in_review', label: 'Move to In Review' },
    { to: 'rejected', label: 'Reject' },
  ],
  in_review: [
    { to: 'interview', label: 'Move to Interview' },
    { to: 'rejected', label: 'Reject' },
  ],
  interview: [
    { to: 'accepted', label: 'Accept' },
    { to: 'rejected', label: 'Reject' },
  ],
};

/** The moves of an application at `stage` that `role` may make; none for other roles. */
export function allowedMoves(stage: ApplicationStage, role: Role | 'guest'): StageMove[] {
  if (role === 'company') return COMPANY_MOVES[stage] ?? [];
  if (role === 'volunteer')
    return canWithdraw(stage) ? [{ to: 'withdrawn', label: 'Withdraw' }] : [];
  return [];
}

/** A volunteer may withdraw until the company has decided. */
export function canWithdraw(stage: ApplicationStage): boolean {
  return stage === 'applied' || stage === 'in_review' || stage === 'interview';
}

/** "London, United Kingdom", "Remote", or "" when nothing is known. */
export function locationText(o: Pick<Opportunity, 'remote' | 'city' | 'country_name'>): string {
  if (o.remote) return 'Remote';
  return [o.city, o.country_name].filter(Boolean).join(', ');
}

/** "3 hours a day". */
export function hoursText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'} a day`;
}

/** "6 months". */
export function monthsText(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/**
 * A formatter made on first use: building one at load time costs the
 * first page's script tens of milliseconds (the browser reads its locale
 * data then) before anything is drawn.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return (d: Date) => (format ??= new Intl.DateTimeFormat('en-GB', options)).format(d);
}

const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const dateFormat = lazyFormat(day);
const utcDateFormat = lazyFormat({ ...day, timeZone: 'UTC' });
const dateTimeFormat = lazyFormat({ ...day, hour: '2-digit', minute: '2-digit' });

/** "3 Mar 2026" in the viewer's time zone; "" for no date. */
export function formatDate(value: string): string {
  const d = parseDate(value);
  return d ? dateFormat(d) : '';
}

/** An expiry date as the company picked it (stored as the end of that day, UTC). */
export function formatExpiry(value: string): string {
  const d = parseDate(value);
  return d ? utcDateFormat(d) : '';
}

/** "3 Mar 2026, 14:05" in the viewer's time zone. */
export function formatDateTime(value: string): string {
  const d = parseDate(value);
  return d ? dateTimeFormat(d) : '';
}

/** The skills of an opportunity, never null. */
export const skillsOf = (o: Pick<Opportunity, 'skills'>): string[] =>
  Array.isArray(o.skills) ? o.skills : [];

/** An opportunity's facts in words, as its card and its pages show them. */
export function factsOf(o: Opportunity) {
  return {
    /** "" when it has no place (not remote, no city or country). */
    place: locationText(o),
    hours: hoursText(o.hours_per_day),
    months: monthsText(o.duration_months),
    days: volunteerDays(o.duration_months),
    expires: formatExpiry(o.expires_at),
    daysToGo: daysToGoText(o.expires_at),
    posted: formatDate(o.created),
    skills: skillsOf(o),
  };
}

/** An application's history, never null, oldest first. */
export const historyOf = (a: Pick<Application, 'history' | 'stage' | 'created'>): StageChange[] =>
  Array.isArray(a.history) && a.history.length > 0
    ? a.history
    : [{ stage: a.stage, at: a.created }];
