import { pb } from '@/shared/pb';
import { ONBOARDING_PATH, onboardingQueryKey, type OnboardingDraft } from './onboarding';
import { useOwnProfileSave } from './companyProfile';

export interface BackgroundInput {
  company_stage: string;
  team_size: string;
  team_structure: string;
  fund_type: string;
  source: string;
  /** Only for the partner source; "" otherwise. */
  partner: string;
}

/** Saves step 1, "Understanding your Tech Company". */
export async function saveBackground(input: BackgroundInput): Promise<OnboardingDraft> {
  return pb.send<OnboardingDraft>(`${ONBOARDING_PATH}/background`, {
    method: 'POST',
    body: { ...input, team_structure: input.team_structure.trim() },
  });
}

export function useSaveBackground() {
  return useOwnProfileSave(saveBackground, onboardingQueryKey);
}
