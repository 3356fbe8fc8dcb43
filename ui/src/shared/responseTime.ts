/**
 * A company's response time as the server computes it from stored history:
 * the median time from an application to the company's first action, over
 * the last 90 days. The server sends null while fewer than five
 * applications stand behind it.
 */
export interface ResponseTime {
  median_hours: number;
  applications: number;
}

/** "Usually responds within a day" (24 hours or less), "… within 3 days", or "New on Voluntech". */
export function responseTimeText(r: ResponseTime | null | undefined): string {
  if (!r) return 'New on Voluntech';
  if (r.median_hours <= 24) return 'Usually responds within a day';
  const days = Math.ceil(r.median_hours / 24);
  return `Usually responds within ${days} days`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `since` to `now` (0 for less than a day or no date). */
export function wholeDaysSince(since: Date | null, now: Date = new Date()): number {
  if (!since) return 0;
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}

/** "1 day", "9 days". */
export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
