import { useQuery } from '@tanstack/react-query';
import { publicProfileQuery } from '@/shared/api/publicProfile';
import type { SocialLink } from '@/shared/socialLinks';
import type { PeriodFields } from './volunteerProfile';

export interface PublicEducation extends PeriodFields {
  institution: string;
  course: string;
  /** The area's name, "" without one. */
  area: string;
}

export interface PublicExperience extends PeriodFields {
  role: string;
  company: string;
  company_url: string;
}

/** A volunteer's public profile (GET /api/directory/volunteers/{username}): no email, no phone. */
export interface PublicVolunteer {
  username: string;
  first_name: string;
  last_name: string;
  /** Path of the photo, "" without one. */
  photo: string;
  city: string;
  country: string;
  category: string;
  latest_role: { role: string; company: string } | null;
  about: string;
  tags: string[];
  /** The skills by level, in the order Intermediate, Advanced, Beginner; a group may be empty. */
  skills: { level: string; skills: string[] }[];
  video_url: string;
  aspirations: string;
  opportunity: string;
  educations: PublicEducation[];
  experiences: PublicExperience[];
  awards: { title: string; year: number | null }[];
  website: string;
  overview: {
    education_level: string;
    experience_years: string;
    motivation: string;
    partner: string;
  };
  /** When the account was created. */
  member_since: string;
  languages: string[];
  social_links: SocialLink[];
  available: boolean;
}

export const publicVolunteerQueryKey = ['directory', 'volunteer'] as const;

export const publicVolunteerQuery = (username: string) => ({
  ...publicProfileQuery<PublicVolunteer>('volunteers', publicVolunteerQueryKey, username),
  retry: (count: number, err: unknown) => {
    const status = (err as { status?: number }).status ?? 0;
    return (status === 0 || status >= 500) && count < 2;
  },
});

/** The public profile of the volunteer with that username; a 404 when unknown or unfinished. */
export function usePublicVolunteer(username: string) {
  return useQuery(publicVolunteerQuery(username));
}
