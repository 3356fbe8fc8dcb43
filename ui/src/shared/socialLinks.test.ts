import { describe, expect, it } from 'vitest';
import {
  baseUrlOf,
  INVALID_URL,
  isBaseUrl,
  isWebUrl,
  SOCIAL_NETWORKS,
  socialLinkError,
} from './socialLinks';

describe('social link sources', () => {
  it('lists the 14 sources of the contract, each with a base URL', () => {
    expect(SOCIAL_NETWORKS.map((n) => n.value)).toEqual([
      'linkedin',
      'facebook',
      'twitter',
      'instagram',
      'dribbble',
      'github',
      'behance',
      'xiaohongshu',
      'youtube',
      'tiktok',
      'whatsapp',
      'wechat',
      'telegram',
      'messenger',
    ]);
    for (const n of SOCIAL_NETWORKS) expect(isWebUrl(baseUrlOf(n.value))).toBe(true);
  });
});

describe('isBaseUrl', () => {
  it('matches the bare base URL however it is spelled', () => {
    expect(isBaseUrl('linkedin', 'https://www.linkedin.com/')).toBe(true);
    expect(isBaseUrl('linkedin', 'https://www.linkedin.com')).toBe(true);
    expect(isBaseUrl('linkedin', 'http://linkedin.com')).toBe(true);
    expect(isBaseUrl('linkedin', ' HTTPS://WWW.LINKEDIN.COM// ')).toBe(true);
    expect(isBaseUrl('twitter', 'https://x.com/')).toBe(true);
    expect(isBaseUrl('whatsapp', 'https://wa.me')).toBe(true);
  });

  it('does not match a profile on the network or another network', () => {
    expect(isBaseUrl('linkedin', 'https://www.linkedin.com/company/acme')).toBe(false);
    expect(isBaseUrl('linkedin', 'https://www.linkedin.com/?trk=1')).toBe(false);
    expect(isBaseUrl('github', 'https://www.linkedin.com/')).toBe(false);
    expect(isBaseUrl('unknown', 'https://www.linkedin.com/')).toBe(false);
  });
});

describe('isWebUrl', () => {
  it('accepts absolute http(s) URLs with a dotted host', () => {
    expect(isWebUrl('https://acme.example')).toBe(true);
    expect(isWebUrl('http://acme.example/path?q=1')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'acme.example',
      'ftp://acme.example',
      'https://localhost',
      'https://a b.com',
      'javascript:alert(1)',
    ]) {
      expect(isWebUrl(bad), bad).toBe(false);
    }
  });
});

describe('socialLinkError', () => {
  it('says "Please enter a valid URL" for a base URL or a broken one', () => {
    expect(socialLinkError('github', 'https://github.com/')).toBe(INVALID_URL);
    expect(socialLinkError('github', 'github.com/acme')).toBe(INVALID_URL);
    expect(socialLinkError('github', '')).toBe(INVALID_URL);
    expect(socialLinkError('github', `https://github.com/${'a'.repeat(250)}`)).toBe(INVALID_URL);
  });

  it('accepts a profile link', () => {
    expect(socialLinkError('github', 'https://github.com/acme')).toBeNull();
  });
});
