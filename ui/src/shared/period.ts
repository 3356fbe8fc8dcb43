/**
 * Periods of education and experience entries: a start
 * and an end, each a year and an optional month, or a start and "current".
 * The server applies the same rules with the same messages
 * (hooks/volunteers/period.go); these run in the browser before a save.
 */

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const PERIOD_MESSAGES = {
  endYearRequired: 'End year is required when start year is filled.',
  startYearRequired: 'Start year is required when end year is filled.',
  startAfterEnd: 'Start year cannot be greater than end year.',
  startMonthAfterEnd: 'Start month cannot be greater than end month when years are equal.',
} as const;

/** The first year of every year picker (docs/architecture.md, decision 4). */
export const MIN_YEAR = 1970;

/** A year or month as a form holds it: a number, a text ("2024", "Mar", "3") or nothing. */
export type PeriodPart = number | string | null | undefined;

export interface PeriodInput {
  startYear?: PeriodPart;
  startMonth?: PeriodPart;
  endYear?: PeriodPart;
  endMonth?: PeriodPart;
  current?: boolean;
}

/** A year parsed as an integer; null when not given or not a number. */
export function parseYear(value: PeriodPart): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? Math.trunc(value) : parseInt(value.trim(), 10);
  return Number.isFinite(n) && n !== 0 ? n : null;
}

/**
 * A month 1-12: a number, a text of digits, or a name matched by its first
 * three letters ("Mar", "march"); null when not given or not a month.
 */
export function parseMonth(value: PeriodPart): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value >= 1 && value <= 12 ? Math.trunc(value) : null;
  const text = value.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) {
    const n = parseInt(text, 10);
    return n >= 1 && n <= 12 ? n : null;
  }
  const prefix = text.slice(0, 3).toLowerCase();
  const index = MONTHS.findIndex((m) => m.toLowerCase() === prefix);
  return index >= 0 ? index + 1 : null;
}

const given = (value: PeriodPart) =>
  value !== null && value !== undefined && String(value).trim() !== '';

/**
 * The first period rule broken, as the spec words it, or null. Nothing is
 * checked when no year and no month is given; while current the end is
 * ignored. A missing start month counts as January, a missing end month as
 * December.
 */
export function validatePeriod(p: PeriodInput): string | null {
  const current = Boolean(p.current);
  const endYearValue = current ? null : p.endYear;
  const endMonthValue = current ? null : p.endMonth;
  if (![p.startYear, p.startMonth, endYearValue, endMonthValue].some(given)) return null;

  const startYear = parseYear(p.startYear);
  const endYear = parseYear(endYearValue);
  if (startYear !== null && endYear === null && !current) return PERIOD_MESSAGES.endYearRequired;
  if (startYear === null && endYear !== null) return PERIOD_MESSAGES.startYearRequired;
  if (startYear === null || endYear === null) return null;
  if (startYear > endYear) return PERIOD_MESSAGES.startAfterEnd;
  const startMonth = parseMonth(p.startMonth) ?? 1;
  const endMonth = parseMonth(endMonthValue) ?? 12;
  if (startYear === endYear && startMonth > endMonth) return PERIOD_MESSAGES.startMonthAfterEnd;
  return null;
}

/** "2024 Mar"; "2024" without a month; "" without a year. */
export function formatYearMonth(year: PeriodPart, month?: PeriodPart): string {
  const y = parseYear(year);
  if (y === null) return '';
  const m = parseMonth(month);
  return m === null ? String(y) : `${y} ${MONTHS[m - 1]}`;
}

/** "2021 Sep – Present", "2019 Jan – 2021 Jun", "2019 – 2020"; "" when no date is given. */
export function formatPeriod(p: PeriodInput): string {
  const start = formatYearMonth(p.startYear, p.startMonth);
  const end = p.current ? 'Present' : formatYearMonth(p.endYear, p.endMonth);
  if (!start && !end) return '';
  if (!end) return start;
  if (!start) return end;
  return `${start} – ${end}`;
}

/** The year picker's years, newest first: the current year down to 1970 (docs/architecture.md, decision 4). */
export function yearOptions(now: Date = new Date()): string[] {
  const years: string[] = [];
  for (let y = now.getFullYear(); y >= MIN_YEAR; y--) years.push(String(y));
  return years;
}
