import { pb } from '@/shared/pb';
import { useProfileSave, VOLUNTEER_PATH, type VolunteerProfile } from './volunteerProfile';

export interface MotivationInput {
  education_level: string;
  experience_years: string;
  motivation: string;
  /** The volunteer's own words for the "Other" motivation; "" otherwise. */
  other_motivation: string;
  source: string;
  /** Only for the partner source; "" otherwise. */
  partner: string;
}

/** Saves step 1, "Understanding your motivation". */
export async function saveMotivation(input: MotivationInput): Promise<VolunteerProfile> {
  return pb.send<VolunteerProfile>(`${VOLUNTEER_PATH}/motivation`, {
    method: 'POST',
    body: { ...input, other_motivation: input.other_motivation.trim() },
  });
}

export function useSaveMotivation() {
  return useProfileSave(saveMotivation);
}
