import { validatePeriod } from '@/shared/period';
import type { PeriodFields } from '../api/volunteerProfile';
import { newEntryKey } from './EntryList';

/** A period as the entry dialogs hold it: "" for a year or month not chosen. */
export interface PeriodDraft {
  start_year: string;
  start_month: string;
  end_year: string;
  end_month: string;
  current: boolean;
}

const text = (n: number | null) => (n ? String(n) : '');
const num = (s: string) => (s ? parseInt(s, 10) || null : null);

export function periodDraftOf(p: PeriodFields): PeriodDraft {
  return {
    start_year: text(p.start_year),
    start_month: text(p.start_month),
    end_year: p.current ? '' : text(p.end_year),
    end_month: p.current ? '' : text(p.end_month),
    current: p.current,
  };
}

/** The period to send: no end while current, no month without its year. */
export function periodFieldsOf(d: PeriodDraft): PeriodFields {
  const startYear = num(d.start_year);
  const endYear = d.current ? null : num(d.end_year);
  return {
    start_year: startYear,
    start_month: startYear ? num(d.start_month) : null,
    end_year: endYear,
    end_month: endYear ? num(d.end_month) : null,
    current: d.current,
  };
}

/** The first period rule the draft breaks, or null. */
export function periodDraftError(d: PeriodDraft): string | null {
  return validatePeriod({
    startYear: d.start_year,
    startMonth: d.start_month,
    endYear: d.end_year,
    endMonth: d.end_month,
    current: d.current,
  });
}

export const emptyPeriod: PeriodDraft = {
  start_year: '',
  start_month: '',
  end_year: '',
  end_month: '',
  current: false,
};

function pick<T, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
}

/** A saved entry as its dialog's draft: the named fields, a key and the period. */
export function entryDraftOf<E extends PeriodFields & { id: string }, K extends keyof E>(
  saved: E,
  fields: readonly K[],
): Pick<E, K> & { key: string; period: PeriodDraft } {
  return { ...pick(saved, fields), key: saved.id || newEntryKey(), period: periodDraftOf(saved) };
}

/** A draft entry as the server takes it: the named fields and the period. */
export function entryInputOf<D extends { period: PeriodDraft }, K extends keyof D>(
  draft: D,
  fields: readonly K[],
): Pick<D, K> & PeriodFields {
  return { ...pick(draft, fields), ...periodFieldsOf(draft.period) };
}
