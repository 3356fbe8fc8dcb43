import { pb } from '@/shared/pb';
import { useProfileSave, VOLUNTEER_PATH, type VolunteerProfile } from './volunteerProfile';

export interface AspirationInput {
  about: string;
  aspirations: string;
  opportunity: string;
  /** Open to opportunities; left out, finishing the wizard makes the volunteer available. */
  available?: boolean;
}

/** Saves step 4, "Career aspirations"; the first save finishes the wizard. */
export async function saveAspiration(input: AspirationInput): Promise<VolunteerProfile> {
  return pb.send<VolunteerProfile>(`${VOLUNTEER_PATH}/aspiration`, {
    method: 'POST',
    body: {
      about: input.about.trim(),
      aspirations: input.aspirations.trim(),
      opportunity: input.opportunity.trim(),
      ...(input.available === undefined ? {} : { available: input.available }),
    },
  });
}

export function useSaveAspiration() {
  return useProfileSave(saveAspiration);
}
