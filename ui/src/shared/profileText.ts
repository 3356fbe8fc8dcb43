/** The year of a PocketBase date ("2024-05-01 10:00:00.000Z"), or '' if it cannot be read. */
export function yearOf(date: string): string {
  const d = new Date(date.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? '' : String(d.getFullYear());
}

/** A link shown without its scheme and trailing slash. */
export const linkText = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');
