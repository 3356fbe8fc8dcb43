import type { Role } from '@/shared/types';
import { paths } from '@/shared/paths';

/** A Mantine colour for a status badge; shades chosen to pass WCAG AA with autoContrast. */
export type BadgeColor =
  'green.6' | 'yellow.5' | 'orange.6' | 'red.9' | 'gray.7' | 'blue.8' | 'violet.8';

/**
 * The public page of a user: companies at /company/{username}, volunteers at
 * /volunteer/{username}; a superadmin has no public page (null).
 */
export function userProfilePath(role: string, username: string): string | null {
  if (!username) return null;
  if (role === 'company') return paths.companyPublic(username);
  if (role === 'volunteer') return paths.volunteerPublic(username);
  return null;
}

export const roleLabels: Record<Role, string> = {
  volunteer: 'Volunteer',
  company: 'Company',
  superadmin: 'Superadmin',
};

export function roleLabel(role: string): string {
  return roleLabels[role as Role] ?? capitalise(role);
}

export function capitalise(s: string): string {
  return s ? (s[0]?.toUpperCase() ?? '') + s.slice(1) : s;
}

/** "past_due" → "Past due". */
export function humanise(s: string): string {
  return capitalise(s.replace(/_/g, ' '));
}

const gbp = (digits: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

/**
 * An amount in pounds for people: "£640", "£8.25" (whole pounds without
 * decimals, anything else with two); other currencies by their code.
 */
export function formatMoney(amount: number, currency = 'GBP'): string {
  if (!Number.isFinite(amount)) return '';
  const whole = Math.round(amount * 100) % 100 === 0;
  const code = (currency || 'GBP').toUpperCase();
  if (code === 'GBP') return gbp(whole ? 0 : 2).format(amount);
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: code,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

export interface Change {
  /** "+2.45%", "-1.5%", "0%", or "" when there is nothing to compare with. */
  text: string;
  direction: 'up' | 'down' | 'flat' | 'none';
}

/**
 * A change against the previous period, as the server sends it (a percent,
 * or null when the previous period was 0): two decimals at most, an explicit
 * sign.
 */
export function formatChange(percent: number | null | undefined): Change {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) {
    return { text: '', direction: 'none' };
  }
  const rounded = Math.round(percent * 100) / 100;
  if (rounded === 0) return { text: '0%', direction: 'flat' };
  const abs = Math.abs(rounded).toLocaleString('en-GB', { maximumFractionDigits: 2 });
  return rounded > 0
    ? { text: `+${abs}%`, direction: 'up' }
    : { text: `-${abs}%`, direction: 'down' };
}

/** "2026-01" → "Jan 2026"; anything else as given. */
export function monthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, 1);
  return new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric' }).format(date);
}

const dayMonthYear = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/**
 * A formatter of dates given as RFC 3339 or PocketBase's
 * "2026-01-31 12:00:00.000Z"; it gives "" when there is no valid date.
 */
function dateFormatter(options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat('en-GB', options);
  return (value: string | null | undefined): string => {
    const date = parseDate(value);
    return date ? format.format(date) : '';
  };
}

/** A date as "31 Jan 2026". */
export const formatDate = dateFormatter(dayMonthYear);

/** A date with its time, "31 Jan 2026, 14:05". */
export const formatDateTime = dateFormatter({
  ...dayMonthYear,
  hour: '2-digit',
  minute: '2-digit',
});

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** User and volunteer statuses as the server names them. */
export const accountStatusColors: Record<string, BadgeColor> = {
  Active: 'green.6',
  Unverified: 'yellow.5',
  Incomplete: 'gray.7',
};

/** Failed payments: what the payments list puts first. */
export function isFailedStatus(status: string): boolean {
  return status === 'past_due' || status === 'unpaid' || status === 'incomplete_expired';
}

/** "1 volunteer", "3 volunteers". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
}

/** The entries whose name holds `q`, ignoring case; all of them for an empty search. */
export function filterByName<T extends { name: string }>(items: T[], q: string): T[] {
  const needle = q.trim().toLowerCase();
  return needle ? items.filter((i) => i.name.toLowerCase().includes(needle)) : items;
}
