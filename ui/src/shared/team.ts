/** How people of a company team are named and described across the app. */

/** A name for the public: the first name and the last name's initial ("Ada L."). */
export function publicMemberName(firstName: string, lastInitial: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastInitial.trim())[0]?.toUpperCase() ?? '';
  if (!first) return initial ? `${initial}.` : '';
  return initial ? `${first} ${initial}.` : first;
}

export const FORMER_MEMBER = 'former team member';

/**
 * Who made a change, for the company: the name, marked when that person has
 * left the team; "" when nobody of the company made it (e.g. the volunteer).
 */
export function actorName(name: string | null | undefined, former?: boolean): string {
  const n = (name ?? '').trim();
  if (!n) return former ? `A ${FORMER_MEMBER}` : '';
  return former ? `${n} (${FORMER_MEMBER})` : n;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * When someone was last active, for people: "Active 5 minutes ago",
 * "Active just now", or "Not active yet" when never seen.
 */
export function lastActiveText(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return 'Not active yet';
  const at = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  if (Number.isNaN(at.getTime())) return 'Not active yet';
  const seconds = Math.round((now.getTime() - at.getTime()) / 1000);
  if (seconds < 60) return 'Active just now';
  const format = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return `Active ${format.format(-Math.floor(seconds / size), unit)}`;
  }
  return 'Active just now';
}
