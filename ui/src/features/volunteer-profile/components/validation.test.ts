import { describe, expect, it } from 'vitest';
import { aspirationErrors, MAX_CAREER_TEXT } from './AspirationForm';
import { basicErrors, WIZARD_PARTS } from './BasicProfileForm';
import { motivationErrors } from './MotivationForm';

describe('motivationErrors', () => {
  const rules = { otherMotivationIds: ['other'], partnerSourceIds: ['partner'] };
  const filled = {
    education_level: 'l',
    experience_years: 'y',
    motivation: 'm',
    other_motivation: '',
    source: 's',
    partner: null,
  };

  it('requires the four choices', () => {
    expect(
      Object.keys(
        motivationErrors(
          {
            ...filled,
            education_level: null,
            experience_years: null,
            motivation: null,
            source: null,
          },
          rules,
        ),
      ),
    ).toEqual(['education_level', 'experience_years', 'motivation', 'source']);
    expect(motivationErrors(filled, rules)).toEqual({});
  });

  it('requires the own words for "Other" and the partner for the partner source', () => {
    expect(motivationErrors({ ...filled, motivation: 'other' }, rules)).toEqual({
      other_motivation: 'Please tell us your motivation.',
    });
    expect(motivationErrors({ ...filled, source: 'partner' }, rules)).toEqual({
      partner: 'Please select the partner you came from.',
    });
  });
});

describe('basicErrors', () => {
  const filled = {
    first_name: '',
    last_name: '',
    country_code: '44',
    phone: '7700900123',
    city: 'Leeds',
    languages: ['en'],
    tags: [],
    video_url: '',
    photo: null,
    remove_photo: false,
    social_links: [],
  };

  it('accepts a filled step and checks the names only where shown', () => {
    expect(basicErrors(filled, WIZARD_PARTS)).toEqual({});
    expect(Object.keys(basicErrors(filled, ['names']))).toEqual(['first_name', 'last_name']);
  });

  it('applies the phone, language, tag, URL, photo and social link rules', () => {
    const errors = basicErrors(
      {
        ...filled,
        phone: '123',
        languages: [],
        tags: ['a', 'b', 'c', 'd'],
        video_url: 'not a url',
        photo: new File([new Uint8Array(600 * 1024)], 'big.png', { type: 'image/png' }),
        social_links: [{ network: 'github', url: 'https://github.com/' }],
      },
      WIZARD_PARTS,
    );
    expect(errors).toEqual({
      phone: 'Phone number must contain 4 to 15 digits only.',
      languages: 'Please select at least one language.',
      tags: 'Add at most 3 tags.',
      video_url: 'Please enter a valid URL',
      photo: 'File size should be less than 500KB',
      'social_links.0.url': 'Please enter a valid URL',
    });
  });
});

describe('aspirationErrors', () => {
  it('requires three non-blank texts of at most 500 characters', () => {
    expect(
      aspirationErrors({
        about: ' ',
        aspirations: 'x',
        opportunity: 'y',
        available: true,
        hours_per_day: '',
        months: '',
      }),
    ).toEqual({ about: 'Please introduce yourself.' });
    expect(
      aspirationErrors({
        about: 'a',
        aspirations: 'b'.repeat(MAX_CAREER_TEXT + 1),
        opportunity: 'c',
        available: false,
        hours_per_day: 0,
        months: 24,
      }),
    ).toEqual({ aspirations: 'Must be at most 500 characters.' });
  });

  it('takes availability as whole hours from 0 to 12 and months from 0 to 24, empty for not said', () => {
    const texts = { about: 'a', aspirations: 'b', opportunity: 'c', available: true };
    expect(aspirationErrors({ ...texts, hours_per_day: 12, months: '' })).toEqual({});
    expect(aspirationErrors({ ...texts, hours_per_day: 13, months: 2.5 })).toEqual({
      hours_per_day: 'Choose whole hours from 0 to 12 (0: not said).',
      months: 'Choose whole months from 0 to 24 (0: not said).',
    });
    expect(aspirationErrors({ ...texts, hours_per_day: -1, months: 25 })).toEqual({
      hours_per_day: 'Choose whole hours from 0 to 12 (0: not said).',
      months: 'Choose whole months from 0 to 24 (0: not said).',
    });
  });
});
