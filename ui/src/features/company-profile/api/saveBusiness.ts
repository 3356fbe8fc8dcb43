import { postOnboardingStep, onboardingQueryKey, type OnboardingDraft } from './onboarding';
import { useOwnProfileSave } from './companyProfile';

export interface BusinessInput {
  description: string;
  progress_description: string;
  future_plan: string;
}

/** Saves step 4, "Understanding the business and your plans"; it finishes the wizard. */
export async function saveBusiness(input: BusinessInput): Promise<OnboardingDraft> {
  return postOnboardingStep('business', {
    description: input.description.trim(),
    progress_description: input.progress_description.trim(),
    future_plan: input.future_plan.trim(),
  });
}

export function useSaveBusiness() {
  return useOwnProfileSave(saveBusiness, onboardingQueryKey);
}
