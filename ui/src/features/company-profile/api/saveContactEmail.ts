import { useOwnProfileSave } from './companyProfile';
import { postOnboardingStep, onboardingQueryKey, type OnboardingDraft } from './onboarding';

export interface ContactEmailInput {
  show_contact_email: boolean;
  contact_email: string;
}

/** Saves whether the public page shows a contact email, and which; the answer is the whole draft. */
export async function saveContactEmail(input: ContactEmailInput): Promise<OnboardingDraft> {
  return postOnboardingStep('contact', {
    show_contact_email: input.show_contact_email,
    contact_email: input.contact_email.trim(),
  });
}

export function useSaveContactEmail() {
  return useOwnProfileSave(saveContactEmail, onboardingQueryKey);
}
