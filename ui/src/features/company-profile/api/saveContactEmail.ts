import { pb } from '@/shared/pb';
import { useOwnProfileSave } from './companyProfile';
import { ONBOARDING_PATH, onboardingQueryKey, type OnboardingDraft } from './onboarding';

export interface ContactEmailInput {
  show_contact_email: boolean;
  contact_email: string;
}

/** Saves whether the public page shows a contact email, and which; the answer is the whole draft. */
export async function saveContactEmail(input: ContactEmailInput): Promise<OnboardingDraft> {
  return pb.send<OnboardingDraft>(`${ONBOARDING_PATH}/contact`, {
    method: 'POST',
    body: {
      show_contact_email: input.show_contact_email,
      contact_email: input.contact_email.trim(),
    },
  });
}

export function useSaveContactEmail() {
  return useOwnProfileSave(saveContactEmail, onboardingQueryKey);
}
