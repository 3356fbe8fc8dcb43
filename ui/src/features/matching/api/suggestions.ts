import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import type { VolunteerCardFields } from '@/shared/types';
import { matchingKeys } from './recommendations';

/** A volunteer suggested for an opportunity: the public card fields and the reasons. */
export interface SuggestedVolunteer extends VolunteerCardFields {
  reasons: string[];
}

export interface SuggestionsPage {
  page: number;
  perPage: number;
  totalItems: number;
  items: SuggestedVolunteer[];
}

export const SUGGESTIONS_PER_PAGE = 6;

export const suggestionsQuery = (opportunityId: string, page: number) =>
  queryOptions({
    queryKey: matchingKeys.suggestions(opportunityId, page),
    queryFn: () =>
      pb.send<SuggestionsPage>(
        `/api/company/opportunities/${encodeURIComponent(opportunityId)}/suggestions`,
        { method: 'GET', query: { page, perPage: SUGGESTIONS_PER_PAGE } },
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** The volunteers suggested for one of the company's opportunities, best first. */
export function useSuggestions(opportunityId: string, page = 1) {
  return useQuery({ ...suggestionsQuery(opportunityId, page), enabled: Boolean(opportunityId) });
}
