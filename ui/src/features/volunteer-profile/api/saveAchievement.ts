import {
  useProfileSave,
  postProfilePart,
  type SkillLevel,
  type VolunteerProfile,
} from './volunteerProfile';

export interface AchievementInput {
  skills: { name: string; level: SkillLevel }[];
  awards: { title: string; year: number | null }[];
  website: string;
}

/** Saves sub-step 3.3, awards, skills and the personal website (the lists replace the saved ones). */
export async function saveAchievement(input: AchievementInput): Promise<VolunteerProfile> {
  return postProfilePart('achievement', {
    skills: input.skills.map((s) => ({ name: s.name.trim(), level: s.level })),
    awards: input.awards.map((a) => ({ title: a.title.trim(), year: a.year })),
    website: input.website.trim(),
  });
}

export function useSaveAchievement() {
  return useProfileSave(saveAchievement);
}
