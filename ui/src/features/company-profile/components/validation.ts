import type { DetailsInput } from '../api/saveDetails';
import { charCount, isBlank, phoneError } from '@/shared/fields';
import { INVALID_URL, isWebUrl, socialLinkError, withScheme } from '@/shared/socialLinks';

// The client mirror of the server's rules (hooks/companies); the server stays the judge.
export const LIMITS = {
  teamStructure: 300,
  shortText: 50,
  companyName: 100,
  tags: 3,
  tagLength: 30,
  url: 255,
  // The spec's text-area default, as the server (companies.MaxBusinessText).
  businessText: 300,
  logoBytes: 512000,
} as const;

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export type Errors = Record<string, string>;

const tooLong = (max: number) => `Must be at most ${max} characters.`;

function text(errors: Errors, key: string, value: string, required: string, max: number) {
  if (isBlank(value)) errors[key] = required;
  else if (charCount(value.trim()) > max) errors[key] = tooLong(max);
}

export interface BackgroundValues {
  company_stage: string | null;
  team_size: string | null;
  team_structure: string;
  fund_type: string | null;
  source: string | null;
  partner: string | null;
}

/** Step 1; the partner is required only for a partner source (docs/architecture.md, decision 2). */
export function backgroundErrors(values: BackgroundValues, partnerSourceIds: string[]): Errors {
  const errors: Errors = {};
  if (!values.company_stage) errors.company_stage = 'Please select your company stage.';
  if (!values.team_size) errors.team_size = 'Please select your team size.';
  text(
    errors,
    'team_structure',
    values.team_structure,
    'Please describe how your team is structured.',
    LIMITS.teamStructure,
  );
  if (!values.fund_type) errors.fund_type = 'Please select how your business is funded.';
  if (!values.source) errors.source = 'Please tell us how you found us.';
  if (values.source && partnerSourceIds.includes(values.source) && !values.partner) {
    errors.partner = 'Please select the partner you came from.';
  }
  return errors;
}

/** The details form's values: its inputs, with no code chosen yet as null and the name always present. */
export type DetailsValues = Omit<DetailsInput, 'country_code' | 'company_name'> & {
  company_name: string;
  country_code: string | null;
};

export interface DetailsRules {
  /** A logo is stored already, so none has to be chosen. */
  hasStoredLogo: boolean;
  /** The profile editor renames the company; the wizard does not ask. */
  withCompanyName: boolean;
}

/** The fields of the first child of step 2, "Company details" (everything but the social links). */
export const DETAIL_FIELDS = [
  'company_name',
  'country_code',
  'phone',
  'city',
  'role_title',
  'languages',
  'tags',
  'website',
  'video_url',
  'logo',
] as const;

export function logoFileError(file: File): string | null {
  if (file.size > LIMITS.logoBytes) return 'File size should be less than 500KB';
  if (file.type && !LOGO_TYPES.includes(file.type)) {
    return 'Please upload a JPEG, PNG, WebP or GIF image.';
  }
  return null;
}

/** Step 2: contact, city, role, languages, tags, links, logo and the social links. */
export function detailsErrors(values: DetailsValues, rules: DetailsRules): Errors {
  const errors: Errors = {};
  if (rules.withCompanyName) {
    text(
      errors,
      'company_name',
      values.company_name,
      'Company name is required.',
      LIMITS.companyName,
    );
  }
  if (!values.country_code) errors.country_code = 'Please select a country code.';
  const phone = phoneError(values.phone, values.country_code);
  if (phone) errors.phone = phone;
  text(errors, 'city', values.city, 'Please enter your city.', LIMITS.shortText);
  text(errors, 'role_title', values.role_title, 'Please enter your role.', LIMITS.shortText);
  if (values.languages.length === 0) errors.languages = 'Please select at least one language.';
  if (values.tags.length > LIMITS.tags) errors.tags = 'Add at most 3 tags.';
  else if (values.tags.some((t) => charCount(t.trim()) > LIMITS.tagLength)) {
    errors.tags = 'Each tag must be at most 30 characters.';
  }
  for (const key of ['website', 'video_url'] as const) {
    // A website may be typed without its scheme (it is added); a video link is pasted whole.
    const link = key === 'website' ? withScheme(values[key]) : values[key].trim();
    if (link && (!isWebUrl(link) || link.length > LIMITS.url)) errors[key] = INVALID_URL;
  }
  if (values.logo) {
    const problem = logoFileError(values.logo);
    if (problem) errors.logo = problem;
  } else if (!rules.hasStoredLogo) {
    errors.logo = 'Please upload your company logo.';
  }
  values.social_links.forEach((link, i) => {
    const problem = socialLinkError(link.network, link.url);
    if (problem) errors[`social_links.${i}.url`] = problem;
  });
  return errors;
}

export interface BusinessValues {
  description: string;
  progress_description: string;
  future_plan: string;
}

/** Step 4: three texts, non-blank after trimming. */
export function businessErrors(values: BusinessValues): Errors {
  const errors: Errors = {};
  text(
    errors,
    'description',
    values.description,
    'Please describe your business.',
    LIMITS.businessText,
  );
  text(
    errors,
    'progress_description',
    values.progress_description,
    'Please describe your progress.',
    LIMITS.businessText,
  );
  text(
    errors,
    'future_plan',
    values.future_plan,
    'Please describe your plan for the next 12 to 18 months.',
    LIMITS.businessText,
  );
  return errors;
}
