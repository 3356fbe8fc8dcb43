import type { SectionFormProps } from '@/shared/components/profile-forms/useSectionForm';
import type { VolunteerProfile } from '../api/volunteerProfile';

/** What every step form of the wizard and the editor takes. */
export type StepFormProps = SectionFormProps<VolunteerProfile> & { profile: VolunteerProfile };
