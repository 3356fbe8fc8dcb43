import { useProfileSave, postProfilePart, type VolunteerProfile } from './volunteerProfile';

export interface AspirationInput {
  about: string;
  aspirations: string;
  opportunity: string;
  /** Open to opportunities; left out, finishing the wizard makes the volunteer available. */
  available?: boolean;
  /** The availability the matching compares: whole hours a day (0-12) and months (0-24), 0 not said. */
  hours_per_day?: number;
  months?: number;
}

/** Saves step 4, "Career aspirations"; the first save finishes the wizard. */
export async function saveAspiration(input: AspirationInput): Promise<VolunteerProfile> {
  return postProfilePart('aspiration', {
    about: input.about.trim(),
    aspirations: input.aspirations.trim(),
    opportunity: input.opportunity.trim(),
    ...(input.available === undefined ? {} : { available: input.available }),
    ...(input.hours_per_day === undefined ? {} : { hours_per_day: input.hours_per_day }),
    ...(input.months === undefined ? {} : { months: input.months }),
  });
}

export function useSaveAspiration() {
  return useProfileSave(saveAspiration);
}
