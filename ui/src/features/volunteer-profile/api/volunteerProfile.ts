import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCurrentUser } from '@/shared/auth';
import { freshUntilDrawn } from '@/shared/firstData';
import { pb } from '@/shared/pb';
import { stepPoster } from '@/shared/profile/stepPoster';
import type { SocialLink } from '@/shared/socialLinks';

export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** A period as the API sends it: null for a year or month not given. */
export interface PeriodFields {
  start_year: number | null;
  start_month: number | null;
  end_year: number | null;
  end_month: number | null;
  current: boolean;
}

export interface Education extends PeriodFields {
  id: string;
  institution: string;
  course: string;
  /** The study_area lookup id, "" without one. */
  area: string;
  area_name: string;
  /** The area is a proposal a superadmin has yet to approve. */
  area_pending: boolean;
}

export interface Experience extends PeriodFields {
  id: string;
  role: string;
  company: string;
  company_url: string;
}

export interface Skill {
  id: string;
  name: string;
  level: SkillLevel;
}

export interface Award {
  id: string;
  title: string;
  year: number | null;
}

export interface VolunteerProfileFields {
  education_level: string;
  experience_years: string;
  motivation: string;
  /** The volunteer's own words for the "Other" motivation; "" otherwise. */
  other_motivation: string;
  source: string;
  /** Only for the partner source; "" otherwise. */
  partner: string;
  country_code: string;
  phone: string;
  city: string;
  languages: string[];
  tags: string[];
  /** Path of the stored photo, "" without one. */
  photo: string;
  video_url: string;
  website: string;
  about: string;
  aspirations: string;
  opportunity: string;
  available: boolean;
  /** The availability the matching compares: hours a day and months the volunteer can give (0: not said). */
  hours_per_day: number;
  months: number;
  /** Whether signed-in company teams see the account email and the phone. */
  share_email: boolean;
  share_phone: boolean;
}

export interface VolunteerAccount {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  country: string;
  category: string;
}

/** The answer of GET /api/volunteer/profile and of every step's POST. */
export interface VolunteerProfile {
  /** The next step to complete (users.profile_step), `steps.done` when finished. */
  step: number;
  /** The wizard's steps by name as the server numbers them. */
  steps: { done: number } & Record<string, number>;
  user: VolunteerAccount;
  profile: VolunteerProfileFields;
  educations: Education[];
  experiences: Experience[];
  skills: Skill[];
  awards: Award[];
  social_links: SocialLink[];
  /** Dial code of the user's country, for the basic step while none is saved. */
  suggested_country_code: string;
}

const VOLUNTEER_PATH = '/api/volunteer';

/** Saves one part of the profile (a wizard step, an editor section); the answer is the whole profile. */
export const postProfilePart = stepPoster<VolunteerProfile>(VOLUNTEER_PATH);

/**
 * The signed-in volunteer's profile. With a username (the editor's URL) the
 * server refuses anyone but that volunteer with 403.
 */
export async function fetchVolunteerProfile(username?: string): Promise<VolunteerProfile> {
  return pb.send<VolunteerProfile>(`${VOLUNTEER_PATH}/profile`, {
    method: 'GET',
    query: username ? { username } : undefined,
  });
}

export const volunteerProfileQueryKey = ['volunteer', 'profile'] as const;

/** Keyed by the signed-in user too: the cache outlives a logout and the next login. */
export const volunteerProfileQuery = (userId: string, username?: string) =>
  queryOptions({
    queryKey: [...volunteerProfileQueryKey, userId, username?.toLowerCase() ?? ''],
    queryFn: () => fetchVolunteerProfile(username),
    // The wizard resumes from this answer: never start a step from an old one.
    staleTime: freshUntilDrawn(0),
  });

/** The signed-in volunteer's saved answers and the step to resume at. */
export function useVolunteerProfile(username?: string) {
  const user = useCurrentUser();
  return useQuery({ ...volunteerProfileQuery(user?.id ?? '', username), enabled: Boolean(user) });
}

/**
 * Keeps what a step's save answered: the cached profile (whichever key the
 * page read it under), the stored user's profile_step (the dashboard and the
 * guards read it), and a fresh public profile on its next visit.
 */
export function storeSavedProfile(client: QueryClient, saved: VolunteerProfile): void {
  const own = ['', saved.user.username.toLowerCase()];
  client.setQueriesData<VolunteerProfile>(
    {
      queryKey: [...volunteerProfileQueryKey, saved.user.id],
      predicate: (q) => own.includes(String(q.queryKey[3] ?? '')),
    },
    () => saved,
  );
  client.setQueryData(volunteerProfileQuery(saved.user.id).queryKey, saved);
  const record = pb.authStore.record;
  if (record && record.id === saved.user.id && record.profile_step !== saved.step) {
    pb.authStore.save(pb.authStore.token, { ...record, profile_step: saved.step });
  }
  void client.invalidateQueries({ queryKey: ['directory', 'volunteer'] });
}

/** A save of the volunteer's profile whose answer is the whole saved profile. */
export function useProfileSave<TInput>(mutationFn: (input: TInput) => Promise<VolunteerProfile>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (saved) => storeSavedProfile(client, saved) });
}
