import { profileBasicsFormData, socialLinksField } from '@/shared/profile/profileFormData';
import {
  postOnboardingStep,
  onboardingQueryKey,
  type OnboardingDraft,
  type OnboardingProfile,
  type SocialLink,
} from './onboarding';
import { useOwnProfileSave } from './companyProfile';

/** The details step's texts and lists as the profile stores them, plus the logo and the links. */
export type DetailsInput = Pick<
  OnboardingProfile,
  'country_code' | 'phone' | 'city' | 'role_title' | 'languages' | 'tags' | 'website' | 'video_url'
> & {
  /** A new logo; null keeps the stored one. */
  logo: File | null;
  social_links: SocialLink[];
  /** Only the profile editor renames the company; the wizard leaves it out. */
  company_name?: string;
};

/**
 * The multipart body of POST /api/company/onboarding/details: lists repeat
 * their field once per value, the social links travel as one JSON text.
 */
export function detailsFormData(input: DetailsInput): FormData {
  const body = profileBasicsFormData(input);
  body.append('role_title', input.role_title.trim());
  body.append('website', input.website.trim());
  if (input.logo) body.append('logo', input.logo);
  body.append('social_links', socialLinksField(input.social_links));
  if (input.company_name !== undefined) body.append('company_name', input.company_name.trim());
  return body;
}

/** Saves step 2, "Tech Company details", social links included (they replace the saved ones). */
export async function saveDetails(input: DetailsInput): Promise<OnboardingDraft> {
  return postOnboardingStep('details', detailsFormData(input));
}

export function useSaveDetails() {
  return useOwnProfileSave(saveDetails, onboardingQueryKey);
}
