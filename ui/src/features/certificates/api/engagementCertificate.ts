import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificateKeys } from '@/shared/engagements/keys';
import type { Certificate } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

/** The certificate of a completed engagement, null when none was issued. */
export async function fetchEngagementCertificate(
  engagementId: string,
): Promise<Certificate | null> {
  const list = await pb.collection('certificates').getList<Certificate>(1, 1, {
    filter: pb.filter('engagement = {:id}', { id: engagementId }),
    fields: 'id,title,hours,revoked,issued_at',
  });
  return list.items[0] ?? null;
}

export const engagementCertificateQuery = (engagementId: string) =>
  queryOptions({
    queryKey: [...certificateKeys.all, 'engagement', engagementId],
    queryFn: () => fetchEngagementCertificate(engagementId),
  });

export function useEngagementCertificate(engagementId: string, enabled: boolean) {
  return useQuery({ ...engagementCertificateQuery(engagementId), enabled });
}
