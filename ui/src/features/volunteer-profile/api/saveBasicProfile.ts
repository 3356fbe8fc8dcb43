import {
  profileBasicsFormData,
  socialLinksField,
  type ProfileBasicsInput,
} from '@/shared/profile/profileFormData';
import type { SocialLink } from '@/shared/socialLinks';
import { useProfileSave, postProfilePart, type VolunteerProfile } from './volunteerProfile';

export interface BasicProfileInput extends ProfileBasicsInput {
  /** A new photo; null keeps the stored one. */
  photo: File | null;
  /** Drops the stored photo (ignored when a new one is sent). */
  remove_photo?: boolean;
  /** The links replace the saved ones; undefined keeps them (an editor tab without them). */
  social_links?: SocialLink[];
}

/**
 * The multipart body of POST /api/volunteer/basic-profile: lists repeat
 * their field once per value, the social links travel as one JSON text.
 */
export function basicProfileFormData(input: BasicProfileInput): FormData {
  const body = profileBasicsFormData(input);
  if (input.photo) body.append('photo', input.photo);
  else if (input.remove_photo) body.append('remove_photo', 'true');
  if (input.social_links) body.append('social_links', socialLinksField(input.social_links));
  return body;
}

/** Saves step 2, "Basic profile information". */
export async function saveBasicProfile(input: BasicProfileInput): Promise<VolunteerProfile> {
  return postProfilePart('basic-profile', basicProfileFormData(input));
}

export function useSaveBasicProfile() {
  return useProfileSave(saveBasicProfile);
}
