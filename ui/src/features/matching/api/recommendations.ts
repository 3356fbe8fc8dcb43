import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

/** An open opportunity recommended to the volunteer, with the server's reasons in words. */
export interface RecommendedOpportunity extends Opportunity {
  reasons: string[];
}

/** A page of recommendations; `missing` names what the profile lacks for any. */
export interface RecommendationsPage {
  page: number;
  perPage: number;
  totalItems: number;
  items: RecommendedOpportunity[];
  missing: ('skills' | 'tags' | 'category')[];
}

export const matchingKeys = {
  all: ['matching'] as const,
  recommendations: (userId: string, page: number, perPage: number) =>
    ['matching', 'recommendations', userId, page, perPage] as const,
  suggestions: (opportunityId: string, page: number) =>
    ['matching', 'suggestions', opportunityId, page] as const,
};

export function fetchRecommendations(page: number, perPage: number) {
  return pb.send<RecommendationsPage>('/api/volunteer/recommendations', {
    method: 'GET',
    query: { page, perPage },
  });
}

export const recommendationsQuery = (userId: string, page: number, perPage: number) =>
  queryOptions({
    queryKey: matchingKeys.recommendations(userId, page, perPage),
    queryFn: () => fetchRecommendations(page, perPage),
    placeholderData: keepPreviousData,
  });

/** The volunteer's recommendations, best first. */
export function useRecommendations(userId: string, page = 1, perPage = 12) {
  return useQuery({ ...recommendationsQuery(userId, page, perPage), enabled: Boolean(userId) });
}

/** "Not for me": the opportunity leaves the recommendations for good. */
export function useDismissRecommendation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ opportunityId, reason }: { opportunityId: string; reason: string }) =>
      pb.send(`/api/volunteer/recommendations/${encodeURIComponent(opportunityId)}/dismiss`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: [...matchingKeys.all, 'recommendations'] }),
  });
}

/** What a thin profile should gain, in words. */
export function missingText(missing: RecommendationsPage['missing']): string {
  const words: Record<string, string> = {
    skills: 'your skills',
    tags: 'the topics you care about',
    category: 'your field',
  };
  const parts = missing.map((m) => words[m] ?? m);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}
