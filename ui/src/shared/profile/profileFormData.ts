import { nationalPhone } from '@/shared/fields';
import type { SocialLink } from '@/shared/socialLinks';

/** What the basic details of a volunteer and of a company send alike. */
export interface ProfileBasicsInput {
  country_code: string;
  phone: string;
  city: string;
  languages: string[];
  tags: string[];
  video_url: string;
}

/**
 * A multipart body with a profile's basic details: the calling code and the
 * national phone number, the trimmed city and video URL, and the lists repeating
 * their field once per value (blank tags left out).
 */
export function profileBasicsFormData(input: ProfileBasicsInput): FormData {
  const body = new FormData();
  body.append('country_code', input.country_code.replace(/\D/g, ''));
  // The national number as the phone input normalised it; the server
  // normalises again (formx.NationalPhone) and checks it.
  body.append('phone', nationalPhone(input.phone, input.country_code).national);
  body.append('city', input.city.trim());
  for (const id of input.languages) body.append('languages', id);
  for (const tag of input.tags) {
    const t = tag.trim();
    if (t) body.append('tags', t);
  }
  body.append('video_url', input.video_url.trim());
  return body;
}

/** The social links as the server takes them: one JSON text, the addresses trimmed. */
export function socialLinksField(links: SocialLink[]): string {
  return JSON.stringify(links.map((l) => ({ network: l.network, url: l.url.trim() })));
}
