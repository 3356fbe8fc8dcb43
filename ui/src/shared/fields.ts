import type { Lookup } from '@/shared/types';

/** Keeps the digits of a phone number or dial code. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

/** Length in characters as the server counts them (code points, not UTF-16 units). */
export const charCount = (value: string) => Array.from(value).length;

export interface DialCodeOption {
  value: string;
  label: string;
}

/**
 * One option per dial code (several countries share one, e.g. +44 or +1):
 * "+44 United Kingdom, Guernsey, Isle of Man, Jersey", the preferred country
 * (the user's own) named first, the others in the list's order.
 */
export function dialCodeOptions(
  countries: Pick<Lookup, 'id' | 'name' | 'dial_code'>[],
  preferredCountryId?: string,
): DialCodeOption[] {
  const byCode = new Map<string, string[]>();
  for (const c of countries) {
    const code = digitsOnly(c.dial_code ?? '');
    if (!code) continue;
    const names = byCode.get(code) ?? [];
    if (c.id === preferredCountryId) names.unshift(c.name);
    else names.push(c.name);
    byCode.set(code, names);
  }
  const options: DialCodeOption[] = [];
  for (const [code, names] of byCode) {
    options.push({ value: code, label: `+${code} ${names.join(', ')}` });
  }
  return options;
}

/** Two letters for a logo placeholder: the first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** The 11-character id of a YouTube video URL, or null for any other URL. */
export function youTubeId(link: string): string | null {
  let u: URL;
  try {
    u = new URL(link.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.toLowerCase().replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = u.pathname.split('/')[1] ?? null;
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const parts = u.pathname.split('/').filter(Boolean);
    if (parts[0] === 'watch') id = u.searchParams.get('v');
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') {
      id = parts[1] ?? null;
    }
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}
