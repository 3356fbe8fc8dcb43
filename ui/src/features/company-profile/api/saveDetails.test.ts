import { describe, expect, it } from 'vitest';
import { detailsFormData, type DetailsInput } from './saveDetails';

const input: DetailsInput = {
  country_code: '+44',
  phone: '020 7946-0958',
  city: ' London ',
  role_title: 'Founder',
  languages: ['en', 'fr'],
  tags: ['AI', ' ', 'Climate'],
  website: 'https://acme.example ',
  video_url: '',
  logo: null,
  social_links: [{ network: 'github', url: ' https://github.com/acme ' }],
};

describe('detailsFormData', () => {
  it('repeats list fields, sends the national digits once (no trunk 0) and the links as one JSON text', () => {
    const body = detailsFormData(input);
    expect(body.get('country_code')).toBe('44');
    expect(body.get('phone')).toBe('2079460958');
    expect(body.get('city')).toBe('London');
    expect(body.getAll('languages')).toEqual(['en', 'fr']);
    expect(body.getAll('tags')).toEqual(['AI', 'Climate']);
    expect(body.get('website')).toBe('https://acme.example');
    expect(body.get('video_url')).toBe('');
    expect(JSON.parse(String(body.get('social_links')))).toEqual([
      { network: 'github', url: 'https://github.com/acme' },
    ]);
    expect(body.has('logo')).toBe(false);
    expect(body.has('company_name')).toBe(false);
  });

  it('sends a new logo and, from the editor, the company name', () => {
    const logo = new File([new Uint8Array(4)], 'logo.png', { type: 'image/png' });
    const body = detailsFormData({ ...input, logo, company_name: ' Acme ', social_links: [] });
    expect(body.get('logo')).toBeInstanceOf(File);
    expect(body.get('company_name')).toBe('Acme');
    expect(body.get('social_links')).toBe('[]');
  });
});
