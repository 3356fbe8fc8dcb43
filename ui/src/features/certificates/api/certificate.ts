import { useQuery } from '@tanstack/react-query';
import { recordQuery } from '@/shared/api/recordQueries';
import { certificateKeys } from '@/shared/engagements/keys';
import type { Certificate } from '@/shared/engagements/model';

/** A certificate as anyone may read it (the collection is public by design). */
export const certificateQuery = (id: string) =>
  recordQuery<Certificate>(certificateKeys.detail(id), 'certificates', id);

export function useCertificate(id: string) {
  return useQuery(certificateQuery(id));
}
