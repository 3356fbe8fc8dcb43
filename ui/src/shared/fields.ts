import type { Lookup } from '@/shared/types';

/** Keeps the digits of a phone number or dial code. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Dial codes of the countries whose national numbers are written with a
 * leading 0 (the trunk prefix) that the international form drops. The
 * server has the same list (hooks/formx/contact.go).
 */
const TRUNK_ZERO = new Set(
  (
    '20 27 31 32 33 41 43 44 46 49 54 55 60 61 62 63 64 66 81 82 84 86 90 91 92 93 94 98 ' +
    '212 213 218 233 234 249 251 254 255 256 353 358 359 380 381 385 386 421 880 961 962 963 ' +
    '964 966 970 971 972'
  ).split(' '),
);

export const PHONE_REQUIRED = 'Please enter your phone number.';
export const PHONE_DIGITS = 'Phone number must contain 4 to 15 digits only.';
export const PHONE_OTHER_COUNTRY =
  "This number starts with another country's code: choose that country code, or enter the number without it.";

/**
 * The national number in `raw` as people paste it, after the country's dial
 * code, as the server stores it (formx.NationalPhone): spaces, dashes, dots
 * and parentheses dropped, a leading "+" or "00" with this dial code
 * dropped, then the trunk 0 of a country that uses one ("+44 (0)7700
 * 900-123" → "7700900123"). A "+" with another country's code, or other
 * characters than digits, leave `raw` as written (trimmed) for
 * `phoneError` to explain.
 */
export function nationalPhone(
  raw: string,
  dialCode: string | null | undefined,
): { national: string; otherCountry: boolean } {
  const code = digitsOnly(dialCode ?? '');
  const written = raw.trim();
  let s = written.replace(/[\s()./-]/g, '');
  let intl = false;
  if (s.startsWith('+')) [s, intl] = [s.slice(1), true];
  else if (s.startsWith('00')) [s, intl] = [s.slice(2), true];
  if (!/^[0-9]+$/.test(s)) return { national: written, otherCountry: false };
  if (intl) {
    if (!code || !s.startsWith(code)) return { national: written, otherCountry: code !== '' };
    s = s.slice(code.length);
  }
  if (TRUNK_ZERO.has(code) && s.startsWith('0')) s = s.slice(1);
  return { national: s, otherCountry: false };
}

/** The server's phone checks: required, another country's code, 4 to 15 digits. */
export function phoneError(raw: string, dialCode: string | null | undefined): string | null {
  if (isBlank(raw)) return PHONE_REQUIRED;
  const { national, otherCountry } = nationalPhone(raw, dialCode);
  if (otherCountry) return PHONE_OTHER_COUNTRY;
  if (!/^[0-9]{4,15}$/.test(national)) return PHONE_DIGITS;
  return null;
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
