import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificateKeys } from '@/shared/engagements/keys';
import { pb } from '@/shared/pb';

export interface ProfileCertificate {
  id: string;
  title: string;
  company_name: string;
  hours: number;
  issued_at: string;
  revoked: boolean;
}

/** A volunteer's certificates for their public profile (GET /api/volunteers/{username}/certificates). */
export async function fetchVolunteerCertificates(username: string): Promise<ProfileCertificate[]> {
  const res = await pb.send<{ items: ProfileCertificate[] }>(
    `/api/volunteers/${encodeURIComponent(username)}/certificates`,
    { method: 'GET' },
  );
  return res.items;
}

export const volunteerCertificatesQuery = (username: string) =>
  queryOptions({
    queryKey: certificateKeys.ofVolunteer(username.toLowerCase()),
    queryFn: () => fetchVolunteerCertificates(username),
  });

export function useVolunteerCertificates(username: string) {
  return useQuery(volunteerCertificatesQuery(username));
}
