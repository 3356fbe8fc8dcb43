/** One link of a profile to a social network: the source and the URL on it. */
export interface SocialLink {
  network: string;
  url: string;
}

/** The 14 social link sources (docs/architecture.md) with the base URLs a profile link on them starts with. */
export const SOCIAL_NETWORKS = [
  { value: 'linkedin', label: 'LinkedIn', bases: ['https://www.linkedin.com/'] },
  { value: 'facebook', label: 'Facebook', bases: ['https://www.facebook.com/'] },
  { value: 'twitter', label: 'Twitter', bases: ['https://twitter.com/', 'https://x.com/'] },
  { value: 'instagram', label: 'Instagram', bases: ['https://www.instagram.com/'] },
  { value: 'dribbble', label: 'Dribbble', bases: ['https://dribbble.com/'] },
  { value: 'github', label: 'GitHub', bases: ['https://github.com/'] },
  { value: 'behance', label: 'Behance', bases: ['https://www.behance.net/'] },
  { value: 'xiaohongshu', label: 'Xiaohongshu', bases: ['https://www.xiaohongshu.com/'] },
  { value: 'youtube', label: 'YouTube', bases: ['https://www.youtube.com/'] },
  { value: 'tiktok', label: 'TikTok', bases: ['https://www.tiktok.com/'] },
  { value: 'whatsapp', label: 'WhatsApp', bases: ['https://wa.me/', 'https://www.whatsapp.com/'] },
  { value: 'wechat', label: 'WeChat', bases: ['https://weixin.qq.com/'] },
  { value: 'telegram', label: 'Telegram', bases: ['https://t.me/'] },
  {
    value: 'messenger',
    label: 'Messenger',
    bases: ['https://m.me/', 'https://www.messenger.com/'],
  },
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['value'];

/** The spec's message for a link that names no profile; used for any unusable URL. */
export const INVALID_URL = 'Please enter a valid URL';

/** At most one link per source, as the server allows. */
export const MAX_SOCIAL_LINKS = SOCIAL_NETWORKS.length;

export function networkOf(value: string) {
  return SOCIAL_NETWORKS.find((n) => n.value === value);
}

export function networkLabel(value: string): string {
  return networkOf(value)?.label ?? value;
}

/** The first base URL of a source, which the URL field starts with once the source is chosen. */
export function baseUrlOf(network: string): string {
  return networkOf(network)?.bases[0] ?? '';
}

/**
 * The server's comparison (hooks/companies/social.go): without the scheme,
 * "www.", the case of the host and trailing slashes.
 */
function normalise(link: string): string {
  try {
    const u = new URL(link.trim());
    const host = u.host.toLowerCase().replace(/^www\./, '');
    return `${host}${u.pathname.replace(/\/+$/, '')}?${u.search.slice(1)}#${u.hash.slice(1)}`;
  } catch {
    return link;
  }
}

/** True when the URL is only the source's base URL, so it names no profile. */
export function isBaseUrl(network: string, link: string): boolean {
  const source = networkOf(network);
  if (!source) return false;
  const wanted = normalise(link);
  return source.bases.some((base) => normalise(base) === wanted);
}

/** An absolute http(s) URL with a host name that has a dot in it, as the server accepts. */
/** "example.com" becomes "https://example.com", as the server stores it (formx.WithScheme). */
export function withScheme(link: string): string {
  const value = link.trim();
  return value === '' || value.includes('://') ? value : `https://${value}`;
}

export function isWebUrl(link: string): boolean {
  const value = link.trim();
  if (!value || /\s/.test(value)) return false;
  try {
    const u = new URL(value);
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') &&
      u.hostname.includes('.') &&
      !u.hostname.startsWith('.') &&
      !u.hostname.endsWith('.')
    );
  } catch {
    return false;
  }
}

/** The error of one social link, or null when it can be saved. */
export function socialLinkError(network: string, link: string): string | null {
  if (!link.trim() || !isWebUrl(link) || isBaseUrl(network, link) || link.trim().length > 255) {
    return INVALID_URL;
  }
  return null;
}
