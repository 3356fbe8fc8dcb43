import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/** What a volunteer shares with company teams: "" for what they keep to themselves. */
export interface VolunteerContact {
  email: string;
  /** With its dial code, e.g. "+44 7700900123". */
  phone: string;
}

/** GET /api/directory/volunteers/{username}/contact: only signed-in, verified company team members get an answer. */
export async function fetchVolunteerContact(username: string): Promise<VolunteerContact> {
  return pb.send<VolunteerContact>(
    `/api/directory/volunteers/${encodeURIComponent(username)}/contact`,
    { method: 'GET' },
  );
}

export const volunteerContactQuery = (username: string, viewerId: string) =>
  queryOptions({
    queryKey: ['directory', 'volunteer', username.toLowerCase(), 'contact', viewerId],
    queryFn: () => fetchVolunteerContact(username),
    retry: false,
  });

/** The volunteer's shared contact details; asked only when enabled (a company viewer). */
export function useVolunteerContact(username: string, viewerId: string, enabled: boolean) {
  return useQuery({ ...volunteerContactQuery(username, viewerId), enabled });
}
