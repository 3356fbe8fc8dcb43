import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { certificateKeys } from '@/shared/engagements/keys';
import type { Certificate } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

/** A page of the issued certificates, newest first (Recruitment). */
export function fetchCertificates(page: number) {
  return pb.collection('certificates').getList<Certificate>(page, 10, {
    sort: '-issued_at,-id',
    fields:
      'id,volunteer_name,company_name,title,hours,issued_at,revoked,revoked_reason,revoked_at',
  });
}

export const certificatesQuery = (page: number) =>
  queryOptions({
    queryKey: [...certificateKeys.system, page],
    queryFn: () => fetchCertificates(page),
    placeholderData: keepPreviousData,
  });

export function useCertificates(page: number) {
  return useQuery(certificatesQuery(page));
}
