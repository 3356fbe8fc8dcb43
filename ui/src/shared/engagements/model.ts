/**
 * Engagements, their logged hours and certificates, as the server stores
 * them (collections engagements, hour_entries, certificates).
 */
export type EngagementStatus = 'active' | 'finish_requested' | 'completed';
export type HourStatus = 'pending' | 'approved' | 'rejected';

export interface Engagement {
  id: string;
  application: string;
  opportunity: string;
  volunteer: string;
  company: string;
  opportunity_title: string;
  company_name: string;
  volunteer_name: string;
  skills: string[] | null;
  status: EngagementStatus;
  accepted_at: string;
  finish_requested_by: '' | 'volunteer' | 'company';
  finish_requested_at: string;
  completed_at: string;
  approved_hours: number;
  pending_hours: number;
  created: string;
}

export interface HourEntry {
  id: string;
  engagement: string;
  /** YYYY-MM-DD */
  date: string;
  hours: number;
  description: string;
  status: HourStatus;
  reason: string;
  decided_at: string;
  created: string;
}

export interface Certificate {
  id: string;
  engagement: string;
  volunteer: string;
  volunteer_name: string;
  company_name: string;
  title: string;
  skills: string[] | null;
  start_date: string;
  end_date: string;
  hours: number;
  issued_at: string;
  jwt: string;
  revoked: boolean;
  revoked_reason: string;
  revoked_at: string;
}

export const ENGAGEMENT_STATUS_LABEL: Record<EngagementStatus, string> = {
  active: 'In progress',
  finish_requested: 'Finish requested',
  completed: 'Completed',
};

export const HOUR_STATUS_LABEL: Record<HourStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const HOUR_STATUS_COLOR: Record<HourStatus, string> = {
  pending: 'yellow.2',
  approved: 'green.2',
  rejected: 'red.2',
};

/** "1 hour", "2.5 hours". */
export function hoursLabel(h: number): string {
  return h === 1 ? '1 hour' : `${h} hours`;
}

/** The hours a volunteer may log: 0.5 to 12 in half hours. */
export const HOUR_CHOICES = Array.from({ length: 24 }, (_, i) => (i + 1) / 2);

/** The longest "what you did" text. */
export const HOUR_TEXT_MAX = 500;

/** A YYYY-MM-DD day in words ("3 Nov 2026"), read as a calendar day. */
export function formatDay(day: string): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/** Today's date, YYYY-MM-DD, in the browser's zone. */
export function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
