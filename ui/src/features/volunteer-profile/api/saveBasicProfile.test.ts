import { describe, expect, it } from 'vitest';
import { basicProfileFormData, type BasicProfileInput } from './saveBasicProfile';

const input: BasicProfileInput = {
  country_code: '+44',
  phone: '07700 900-123',
  city: ' Leeds ',
  languages: ['en', 'ar'],
  tags: ['Data', ' ', 'Mentoring '],
  video_url: '',
  photo: null,
};

describe('basicProfileFormData', () => {
  it('sends digits, repeats lists and keeps the photo and links when not given', () => {
    const body = basicProfileFormData(input);
    expect(body.get('country_code')).toBe('44');
    expect(body.get('phone')).toBe('7700900123'); // the national number, trunk 0 dropped
    expect(body.get('city')).toBe('Leeds');
    expect(body.getAll('languages')).toEqual(['en', 'ar']);
    expect(body.getAll('tags')).toEqual(['Data', 'Mentoring']);
    expect(body.has('photo')).toBe(false);
    expect(body.has('remove_photo')).toBe(false);
    expect(body.has('social_links')).toBe(false);
  });

  it('sends the links as one JSON text, an empty list to clear them, and the photo choices', () => {
    const photo = new File([new Uint8Array([1])], 'me.png', { type: 'image/png' });
    const withLinks = basicProfileFormData({
      ...input,
      photo,
      social_links: [{ network: 'github', url: ' https://github.com/me ' }],
    });
    expect(withLinks.get('social_links')).toBe(
      '[{"network":"github","url":"https://github.com/me"}]',
    );
    expect(withLinks.get('photo')).toBeInstanceOf(File);
    const cleared = basicProfileFormData({ ...input, social_links: [], remove_photo: true });
    expect(cleared.get('social_links')).toBe('[]');
    expect(cleared.get('remove_photo')).toBe('true');
  });
});
