import { ClientResponseError } from 'pocketbase';
import { charCount, isBlank } from '@/shared/fields';
import { parseDate, type Opportunity } from '@/shared/components/opportunity/model';

/** The limits of an opportunity's fields, as the server checks them. */
export const LIMITS = {
  title: 120,
  city: 100,
  short: 200,
  description: 5000,
  hours: 12,
  months: 24,
  skills: 10,
  skill: 50,
} as const;

/**
 * The form's values: the fields of `Opportunity` a company writes, with the
 * numbers '' while their input is empty.
 */
export interface OpportunityValues extends Pick<
  Opportunity,
  | 'title'
  | 'category'
  | 'status'
  | 'remote'
  | 'city'
  | 'country'
  | 'experience'
  | 'qualification'
  | 'description'
> {
  hours_per_day: number | '';
  duration_months: number | '';
  skills: string[];
  /** "YYYY-MM-DD", the last day applications are taken. */
  expires_at: string;
}

/** What the records API receives: the form's values with the numbers given. */
export interface OpportunityBody extends Omit<
  OpportunityValues,
  'hours_per_day' | 'duration_months'
> {
  hours_per_day: number;
  duration_months: number;
}

export const FIELD_NAMES: readonly (keyof OpportunityValues)[] = [
  'title',
  'category',
  'status',
  'hours_per_day',
  'duration_months',
  'remote',
  'city',
  'country',
  'experience',
  'qualification',
  'description',
  'skills',
  'expires_at',
];

/** "YYYY-MM-DD" of a date in UTC. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A new opportunity: a draft of 3 hours a day for 3 months, open for 30 days. */
export function emptyValues(now: Date = new Date()): OpportunityValues {
  return {
    title: '',
    category: '',
    status: 'draft',
    hours_per_day: 3,
    duration_months: 3,
    remote: false,
    city: '',
    country: '',
    experience: '',
    qualification: '',
    description: '',
    skills: [],
    expires_at: isoDay(new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000)),
  };
}

/** The form's values for an opportunity being edited. */
export function valuesOf(o: Opportunity): OpportunityValues {
  const expires = parseDate(o.expires_at);
  return {
    title: o.title,
    category: o.category,
    status: o.status,
    hours_per_day: o.hours_per_day,
    duration_months: o.duration_months,
    remote: o.remote,
    city: o.city,
    country: o.country,
    experience: o.experience,
    qualification: o.qualification,
    description: o.description,
    skills: Array.isArray(o.skills) ? o.skills : [],
    expires_at: expires ? isoDay(expires) : '',
  };
}

/**
 * The stored expiry of a picked day: the end of that day in UTC, so an
 * opportunity stays open all of its last day.
 */
export function expiryOf(day: string): string {
  return `${day} 23:59:59.000Z`;
}

/** Skills trimmed and deduplicated case-insensitively, in the order given. */
export function cleanSkills(skills: readonly string[]): string[] {
  const out: string[] = [];
  for (const s of skills) {
    const v = s.trim();
    if (v && !out.some((o) => o.toLowerCase() === v.toLowerCase())) out.push(v);
  }
  return out;
}

export function toBody(v: OpportunityValues): OpportunityBody {
  return {
    title: v.title.trim(),
    category: v.category,
    status: v.status,
    hours_per_day: Number(v.hours_per_day),
    duration_months: Number(v.duration_months),
    remote: v.remote,
    city: v.remote ? '' : v.city.trim(),
    country: v.remote ? '' : v.country,
    experience: v.experience.trim(),
    qualification: v.qualification.trim(),
    description: v.description.trim(),
    skills: cleanSkills(v.skills),
    expires_at: expiryOf(v.expires_at),
  };
}

const intBetween = (n: number | '', min: number, max: number) =>
  n !== '' && Number.isInteger(n) && n >= min && n <= max;

/**
 * The form's own checks, the server's rules in words; `checkExpiry` when the
 * expiry must be in the future (a new opportunity, or one being opened).
 */
export function validate(
  v: OpportunityValues,
  checkExpiry: boolean,
  now: Date = new Date(),
): Partial<Record<keyof OpportunityValues, string>> {
  const e: Partial<Record<keyof OpportunityValues, string>> = {};
  if (isBlank(v.title)) e.title = 'Enter a title.';
  else if (charCount(v.title.trim()) > LIMITS.title)
    e.title = `Keep the title to ${LIMITS.title} characters.`;
  if (!v.category) e.category = 'Choose a category.';
  if (!intBetween(v.hours_per_day, 1, LIMITS.hours))
    e.hours_per_day = `Enter whole hours from 1 to ${LIMITS.hours}.`;
  if (!intBetween(v.duration_months, 1, LIMITS.months))
    e.duration_months = `Enter whole months from 1 to ${LIMITS.months}.`;
  if (!v.remote && isBlank(v.city)) e.city = 'Enter a city or choose Remote.';
  else if (!v.remote && charCount(v.city.trim()) > LIMITS.city)
    e.city = `Keep the city to ${LIMITS.city} characters.`;
  if (charCount(v.experience) > LIMITS.short)
    e.experience = `Keep it to ${LIMITS.short} characters.`;
  if (charCount(v.qualification) > LIMITS.short)
    e.qualification = `Keep it to ${LIMITS.short} characters.`;
  if (isBlank(v.description)) e.description = 'Describe the opportunity.';
  else if (charCount(v.description.trim()) > LIMITS.description)
    e.description = `Keep the description to ${LIMITS.description} characters.`;
  const skills = cleanSkills(v.skills);
  if (skills.length > LIMITS.skills) e.skills = `Add at most ${LIMITS.skills} skills.`;
  else if (skills.some((s) => charCount(s) > LIMITS.skill))
    e.skills = `Keep each skill to ${LIMITS.skill} characters.`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.expires_at) || !parseDate(expiryOf(v.expires_at))) {
    e.expires_at = 'Choose the last day to apply.';
  } else if (checkExpiry && (parseDate(expiryOf(v.expires_at))?.getTime() ?? 0) <= now.getTime()) {
    e.expires_at = 'The expiry date must be in the future.';
  }
  return e;
}

/** Whether a refusal is the plan's limit of live opportunities (field `status`). */
export function isPlanLimitError(err: unknown): boolean {
  if (!(err instanceof ClientResponseError)) return false;
  const data = (err.response?.data ?? {}) as Record<string, { code?: string } | undefined>;
  return data.status?.code === 'validation_plan_limit';
}
