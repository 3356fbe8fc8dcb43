import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListResult } from 'pocketbase';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

/** A page of the company's open opportunities (newest first), each enriched as the opportunity cards need. */
export async function fetchPublicCompanyOpportunities(
  username: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListResult<Opportunity>> {
  return pb.send<ListResult<Opportunity>>(
    `/api/directory/companies/${encodeURIComponent(username)}/opportunities?page=${page}`,
    { method: 'GET', signal },
  );
}

export const publicCompanyOpportunitiesQuery = (username: string, viewerId: string) =>
  infiniteQueryOptions({
    queryKey: ['opportunities', 'company', username.toLowerCase(), viewerId],
    queryFn: ({ pageParam, signal }) =>
      fetchPublicCompanyOpportunities(username, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

/** The public company's open opportunities, a page at a time ("Show more"). */
export function usePublicCompanyOpportunities(username: string, viewerId: string) {
  return useInfiniteQuery(publicCompanyOpportunitiesQuery(username, viewerId));
}
