import {
  postOnboardingStep,
  onboardingQueryKey,
  type OnboardingDraft,
  type OnboardingProfile,
} from './onboarding';
import { useOwnProfileSave } from './companyProfile';

/** Step 1's answers as the profile stores them; `partner` only for the partner source, "" otherwise. */
export type BackgroundInput = Pick<
  OnboardingProfile,
  'company_stage' | 'team_size' | 'team_structure' | 'fund_type' | 'source' | 'partner'
>;

/** Saves step 1, "Understanding your Tech Company". */
export async function saveBackground(input: BackgroundInput): Promise<OnboardingDraft> {
  return postOnboardingStep('background', {
    ...input,
    team_structure: input.team_structure.trim(),
  });
}

export function useSaveBackground() {
  return useOwnProfileSave(saveBackground, onboardingQueryKey);
}
