import type { VolunteerProfile } from '../api/volunteerProfile';

/** What every step form of the wizard and the editor takes. */
export interface StepFormProps {
  profile: VolunteerProfile;
  submitLabel: string;
  /** After a successful save, with the server's answer. */
  onSaved: (saved: VolunteerProfile) => void;
  onBack?: () => void;
  /** Where unsaved values are kept (useDraftKey). */
  draftKey: string;
}
