import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupsQuery } from '@/shared/api/lookups';
import {
  storeSavedProfile,
  postProfilePart,
  type PeriodFields,
  type VolunteerProfile,
} from './volunteerProfile';

export interface EducationInput extends PeriodFields {
  institution: string;
  course: string;
  /** A study_area lookup id; "" when none is chosen or a new one is proposed. */
  area: string;
  /** A proposed new area of study, saved as a pending lookup; used when area is "". */
  area_name: string;
}

/** Saves sub-step 3.1, the education list (it replaces the saved one). */
export async function saveEducation(educations: EducationInput[]): Promise<VolunteerProfile> {
  return postProfilePart('education', {
    educations: educations.map((e) => ({
      ...e,
      institution: e.institution.trim(),
      course: e.course.trim(),
      area_name: e.area ? '' : e.area_name.trim(),
    })),
  });
}

export function useSaveEducation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEducation,
    onSuccess: (saved) => {
      storeSavedProfile(client, saved);
      // A proposed area is now a pending lookup the volunteer may pick again.
      return client.invalidateQueries({ queryKey: lookupsQuery('study_area').queryKey });
    },
  });
}
