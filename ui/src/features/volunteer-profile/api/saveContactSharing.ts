import { useProfileSave, postProfilePart, type VolunteerProfile } from './volunteerProfile';

export interface ContactSharingInput {
  share_email: boolean;
  share_phone: boolean;
}

/** Saves whether company teams see the volunteer's email and phone; the answer is the whole profile. */
export async function saveContactSharing(input: ContactSharingInput): Promise<VolunteerProfile> {
  return postProfilePart('contact-sharing', {
    share_email: input.share_email,
    share_phone: input.share_phone,
  });
}

export function useSaveContactSharing() {
  return useProfileSave(saveContactSharing);
}
