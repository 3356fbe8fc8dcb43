import {
  useProfileSave,
  postProfilePart,
  type VolunteerProfile,
  type VolunteerProfileFields,
} from './volunteerProfile';

/** Step 1's fields: in what is sent, other_motivation and partner are "" where they do not apply. */
export type MotivationInput = Pick<
  VolunteerProfileFields,
  'education_level' | 'experience_years' | 'motivation' | 'other_motivation' | 'source' | 'partner'
>;

/** Saves step 1, "Understanding your motivation". */
export async function saveMotivation(input: MotivationInput): Promise<VolunteerProfile> {
  return postProfilePart('motivation', {
    ...input,
    other_motivation: input.other_motivation.trim(),
  });
}

export function useSaveMotivation() {
  return useProfileSave(saveMotivation);
}
