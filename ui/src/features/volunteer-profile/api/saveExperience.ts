import {
  useProfileSave,
  postProfilePart,
  type PeriodFields,
  type VolunteerProfile,
} from './volunteerProfile';

export interface ExperienceInput extends PeriodFields {
  role: string;
  company: string;
  company_url: string;
}

/** Saves sub-step 3.2, the experience list (it replaces the saved one). */
export async function saveExperience(experiences: ExperienceInput[]): Promise<VolunteerProfile> {
  return postProfilePart('experience', {
    experiences: experiences.map((e) => ({
      ...e,
      role: e.role.trim(),
      company: e.company.trim(),
      company_url: e.company_url.trim(),
    })),
  });
}

export function useSaveExperience() {
  return useProfileSave(saveExperience);
}
