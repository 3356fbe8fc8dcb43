import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import type { Lookup } from '@/shared/types';

export type LookupKind =
  | 'country'
  | 'language'
  | 'volunteer_category'
  | 'company_category'
  | 'company_partner'
  | 'volunteer_partner'
  | 'company_stage'
  | 'member_range'
  | 'fund_type'
  | 'source'
  | 'motivation'
  | 'education_level'
  | 'study_area'
  | 'experience_years'
  | 'course_title'
  | 'institution';

export async function fetchLookups(kind: LookupKind): Promise<Lookup[]> {
  return pb.collection('lookups').getFullList<Lookup>({
    filter: pb.filter('kind = {:kind}', { kind }),
    sort: 'sort,name',
    batch: 500,
  });
}

export const lookupsQuery = (kind: LookupKind) =>
  queryOptions({
    queryKey: ['lookups', kind],
    queryFn: () => fetchLookups(kind),
    staleTime: 10 * 60_000,
  });

/** One pick list, with `{value, label}` options ready for a Mantine Select. */
export function useLookups(kind: LookupKind) {
  const q = useQuery(lookupsQuery(kind));
  const options = (q.data ?? []).map((l) => ({ value: l.id, label: l.name }));
  return { ...q, options };
}
