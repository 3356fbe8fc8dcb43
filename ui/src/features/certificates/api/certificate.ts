import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificateKeys } from '@/shared/engagements/keys';
import type { Certificate } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

/** A certificate as anyone may read it (the collection is public by design). */
export function fetchCertificate(id: string): Promise<Certificate> {
  return pb.collection('certificates').getOne<Certificate>(id);
}

export const certificateQuery = (id: string) =>
  queryOptions({ queryKey: certificateKeys.detail(id), queryFn: () => fetchCertificate(id) });

export function useCertificate(id: string) {
  return useQuery(certificateQuery(id));
}
