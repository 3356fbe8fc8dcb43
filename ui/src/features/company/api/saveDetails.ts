import { pb } from '@/shared/pb';
import {
  ONBOARDING_PATH,
  onboardingQueryKey,
  type OnboardingDraft,
  type SocialLink,
} from './onboarding';
import { useOwnProfileSave } from './companyProfile';

export interface DetailsInput {
  country_code: string;
  phone: string;
  city: string;
  role_title: string;
  languages: string[];
  tags: string[];
  website: string;
  video_url: string;
  /** A new logo; null keeps the stored one. */
  logo: File | null;
  social_links: SocialLink[];
  /** Only the profile editor renames the company; the wizard leaves it out. */
  company_name?: string;
}

/**
 * The multipart body of POST /api/company/onboarding/details: lists repeat
 * their field once per value, the social links travel as one JSON text.
 */
export function detailsFormData(input: DetailsInput): FormData {
  const body = new FormData();
  body.append('country_code', input.country_code.replace(/\D/g, ''));
  body.append('phone', input.phone.replace(/\D/g, ''));
  body.append('city', input.city.trim());
  body.append('role_title', input.role_title.trim());
  for (const id of input.languages) body.append('languages', id);
  for (const tag of input.tags) {
    const t = tag.trim();
    if (t) body.append('tags', t);
  }
  body.append('website', input.website.trim());
  body.append('video_url', input.video_url.trim());
  if (input.logo) body.append('logo', input.logo);
  body.append(
    'social_links',
    JSON.stringify(input.social_links.map((l) => ({ network: l.network, url: l.url.trim() }))),
  );
  if (input.company_name !== undefined) body.append('company_name', input.company_name.trim());
  return body;
}

/** Saves step 2, "Tech Company details", social links included (they replace the saved ones). */
export async function saveDetails(input: DetailsInput): Promise<OnboardingDraft> {
  return pb.send<OnboardingDraft>(`${ONBOARDING_PATH}/details`, {
    method: 'POST',
    body: detailsFormData(input),
  });
}

export function useSaveDetails() {
  return useOwnProfileSave(saveDetails, onboardingQueryKey);
}
