import type { ResponseTime } from '@/shared/responseTime';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { publicProfileQuery } from '@/shared/api/publicProfile';
import type { SocialLink } from './onboarding';

/** One person of the company's team as the public sees them: no email, no last name. */
export interface PublicTeamMember {
  first_name: string;
  last_initial: string;
  role_title: string;
  /** The avatar's path, "" without one. */
  avatar: string;
}

/** One photo of a company's gallery: paths of the image and its thumbnail, and its description. */
export interface GalleryPhoto {
  id: string;
  url: string;
  thumb: string;
  alt: string;
}

/** Figures counted on the server from the company's records. */
export interface CompanyStats {
  opportunities_posted: number;
  /** Distinct volunteers the company engaged (accepted). */
  volunteers: number;
  /** Hours the team approved. */
  hours: number;
}

/** A company's public profile (GET /api/directory/companies/{username}). */
export interface PublicCompany {
  username: string;
  company_name: string;
  first_name: string;
  /** Path of the logo, "" without one. */
  logo: string;
  city: string;
  country: string;
  category: string;
  company_stage: string;
  team_size: string;
  tags: string[];
  description: string;
  progress_description: string;
  future_plan: string;
  video_url: string;
  website: string;
  /** When the account was created. */
  member_since: string;
  social_links: SocialLink[];
  /** The owner first, then the members by join date. */
  team?: PublicTeamMember[];
  /** The median response time; null while the company is too new to tell. */
  response_time?: ResponseTime | null;
  stats: CompanyStats;
  gallery: GalleryPhoto[];
  /** "" unless the company chose to show it. */
  contact_email: string;
}

export const publicCompanyQueryKey = ['directory', 'company'] as const;

export const publicCompanyQuery = (username: string) =>
  publicProfileQuery<PublicCompany>('companies', publicCompanyQueryKey, username);

/** The public profile of the company with that username; a 404 when unknown or not set up. */
export function usePublicCompany(username: string) {
  return useQuery(publicCompanyQuery(username));
}

/**
 * A save of the company's own profile whose answer is the new state of the
 * query at `key` (the onboarding draft or the gallery). The public page shows
 * what was saved, so it is read anew.
 */
export function useOwnProfileSave<TInput, TAnswer>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
  key: QueryKey,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      client.setQueryData(key, answer);
      return client.invalidateQueries({ queryKey: publicCompanyQueryKey });
    },
  });
}
