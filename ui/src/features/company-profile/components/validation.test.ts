import { describe, expect, it } from 'vitest';
import {
  backgroundErrors,
  businessErrors,
  DETAIL_FIELDS,
  detailsErrors,
  logoFileError,
  type BackgroundValues,
  type DetailsValues,
} from './validation';

const background: BackgroundValues = {
  company_stage: 'st',
  team_size: 'sz',
  team_structure: 'Two founders',
  fund_type: 'fu',
  source: 'so',
  partner: null,
};

describe('backgroundErrors', () => {
  it('passes a complete answer', () => {
    expect(backgroundErrors(background, ['partner-source'])).toEqual({});
  });

  it('needs every pick and a non-blank structure of at most 300 characters', () => {
    const errors = backgroundErrors(
      {
        company_stage: null,
        team_size: null,
        team_structure: '   ',
        fund_type: null,
        source: null,
        partner: null,
      },
      [],
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['company_stage', 'fund_type', 'source', 'team_size', 'team_structure'].sort(),
    );
    expect(
      backgroundErrors({ ...background, team_structure: 'x'.repeat(301) }, []).team_structure,
    ).toBe('Must be at most 300 characters.');
  });

  it('needs the partner only for the partner source', () => {
    expect(
      backgroundErrors({ ...background, source: 'partner-source' }, ['partner-source']),
    ).toEqual({ partner: 'Please select the partner you came from.' });
    expect(
      backgroundErrors({ ...background, source: 'partner-source', partner: 'p1' }, [
        'partner-source',
      ]),
    ).toEqual({});
  });
});

const logo = (size: number, type = 'image/png') =>
  new File([new Uint8Array(size)], 'logo.png', { type });

const details: DetailsValues = {
  company_name: 'Acme',
  country_code: '44',
  phone: '2079460958',
  city: 'London',
  role_title: 'Founder',
  languages: ['en'],
  tags: ['AI'],
  website: '',
  video_url: '',
  logo: logo(10),
  social_links: [],
};
const wizard = { hasStoredLogo: false, withCompanyName: false };

describe('detailsErrors', () => {
  it('passes a complete answer', () => {
    expect(detailsErrors(details, wizard)).toEqual({});
  });

  it('needs the required fields', () => {
    const errors = detailsErrors(
      {
        ...details,
        country_code: null,
        phone: '',
        city: ' ',
        role_title: '',
        languages: [],
        logo: null,
      },
      wizard,
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['city', 'country_code', 'languages', 'logo', 'phone', 'role_title'].sort(),
    );
  });

  it('checks the phone length, tags, URLs and the company name in the editor', () => {
    expect(detailsErrors({ ...details, phone: '123' }, wizard).phone).toBe(
      'Phone number must contain 4 to 15 digits only.',
    );
    expect(detailsErrors({ ...details, tags: ['a', 'b', 'c', 'd'] }, wizard).tags).toBe(
      'Add at most 3 tags.',
    );
    expect(detailsErrors({ ...details, tags: ['x'.repeat(31)] }, wizard).tags).toBe(
      'Each tag must be at most 30 characters.',
    );
    expect(detailsErrors({ ...details, website: 'acme' }, wizard).website).toBe(
      'Please enter a valid URL',
    );
    expect(
      detailsErrors({ ...details, company_name: ' ' }, { ...wizard, withCompanyName: true })
        .company_name,
    ).toBe('Company name is required.');
    expect(detailsErrors({ ...details, company_name: ' ' }, wizard)).toEqual({});
  });

  it('keeps a stored logo when none is chosen', () => {
    expect(detailsErrors({ ...details, logo: null }, { ...wizard, hasStoredLogo: true })).toEqual(
      {},
    );
  });

  it('keys a bad social link as the server does', () => {
    const errors = detailsErrors(
      {
        ...details,
        social_links: [
          { network: 'github', url: 'https://github.com/acme' },
          { network: 'github', url: 'https://github.com/' },
        ],
      },
      wizard,
    );
    expect(errors).toEqual({ 'social_links.1.url': 'Please enter a valid URL' });
    expect(DETAIL_FIELDS.some((k) => errors[k])).toBe(false);
  });
});

describe('logoFileError', () => {
  it('refuses files over 512000 bytes and non-images', () => {
    expect(logoFileError(logo(512000))).toBeNull();
    expect(logoFileError(logo(512001))).toBe('File size should be less than 500KB');
    expect(logoFileError(logo(10, 'image/svg+xml'))).toBe(
      'Please upload a JPEG, PNG, WebP or GIF image.',
    );
  });
});

describe('businessErrors', () => {
  it('needs three non-blank texts of at most 300 characters', () => {
    expect(
      businessErrors({ description: 'a', progress_description: 'b', future_plan: 'c' }),
    ).toEqual({});
    expect(
      Object.keys(
        businessErrors({ description: ' ', progress_description: '', future_plan: '\n' }),
      ),
    ).toEqual(['description', 'progress_description', 'future_plan']);
    expect(
      businessErrors({ description: 'a'.repeat(301), progress_description: 'b', future_plan: 'c' })
        .description,
    ).toBe('Must be at most 300 characters.');
    expect(
      businessErrors({ description: 'a'.repeat(300), progress_description: 'b', future_plan: 'c' }),
    ).toEqual({});
  });
});
