import { queryOptions, useQuery } from '@tanstack/react-query';
import { freshUntilDrawn } from '@/shared/firstData';
import { pb } from '@/shared/pb';
import { stepPoster } from '@/shared/profile/stepPoster';

/** The wizard's steps by name as the server numbers them (the draft's `steps`). */
export interface OnboardingSteps {
  background: number;
  details: number;
  plan: number;
  business: number;
  done: number;
}

export interface SocialLink {
  network: string;
  url: string;
}

export interface OnboardingProfile {
  company_name: string;
  company_stage: string;
  team_size: string;
  team_structure: string;
  fund_type: string;
  source: string;
  partner: string;
  country_code: string;
  phone: string;
  city: string;
  role_title: string;
  languages: string[];
  tags: string[];
  website: string;
  /** Path of the stored logo ("/api/files/..."), "" without one. */
  logo: string;
  video_url: string;
  description: string;
  progress_description: string;
  future_plan: string;
  /** Whether the public page shows contact_email. */
  show_contact_email: boolean;
  contact_email: string;
}

export interface OnboardingSubscription {
  plan: string;
  interval: string;
  status: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
}

/** The answer of GET /api/company/onboarding and of every step's POST. */
export interface OnboardingDraft {
  /** The next step to complete, `steps.done` when all are done. */
  step: number;
  steps: OnboardingSteps;
  profile: OnboardingProfile;
  social_links: SocialLink[];
  subscription: OnboardingSubscription | null;
  /** Dial code of the user's country, for the details step while none is saved. */
  suggested_country_code: string;
}

const ONBOARDING_PATH = '/api/company/onboarding';

/** Saves one onboarding step; the answer is the whole draft. */
export const postOnboardingStep = stepPoster<OnboardingDraft>(ONBOARDING_PATH);

export async function fetchOnboarding(): Promise<OnboardingDraft> {
  return pb.send<OnboardingDraft>(ONBOARDING_PATH, { method: 'GET' });
}

export const onboardingQueryKey = ['company', 'onboarding'] as const;

export const onboardingQuery = () =>
  queryOptions({
    queryKey: onboardingQueryKey,
    queryFn: fetchOnboarding,
    // The wizard resumes from this answer: never start a step from an old one.
    staleTime: freshUntilDrawn(0),
  });

/** The signed-in company's saved answers and the step to resume at. */
export function useOnboarding() {
  return useQuery(onboardingQuery());
}
