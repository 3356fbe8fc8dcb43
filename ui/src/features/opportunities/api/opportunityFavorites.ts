import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFavorites, useToggleFavorite, type Favorite } from '@/shared/api/favorites';
import { favoriteKeys, opportunityKeys } from '@/shared/api/opportunityKeys';

/** One opportunity the signed-in user saved: a `favorites` record. */
export type OpportunityFavorite = Favorite<'opportunity'>;

export async function fetchOpportunityFavorites(userId: string): Promise<OpportunityFavorite[]> {
  return fetchFavorites('opportunity', userId);
}

export const opportunityFavoritesQuery = (userId: string) =>
  queryOptions({
    queryKey: favoriteKeys.opportunities(userId),
    queryFn: () => fetchOpportunityFavorites(userId),
    staleTime: 5 * 60_000,
  });

/** The opportunities the signed-in user saved; nothing for a guest. */
export function useOpportunityFavorites(userId: string | null) {
  return useQuery({ ...opportunityFavoritesQuery(userId ?? ''), enabled: Boolean(userId) });
}

/**
 * Saves an opportunity or removes it from the saved, showing the change at
 * once and undoing it if the server refuses.
 */
export function useToggleOpportunityFavorite(userId: string) {
  const favorite = useToggleFavorite(
    'opportunity',
    userId,
    opportunityFavoritesQuery(userId).queryKey,
    [
      { queryKey: favoriteKeys.saved(userId) },
      // The lists' own "favorite" fields are out of date; they refresh when next shown.
      { queryKey: opportunityKeys.all, refetchType: 'none' },
    ],
  );
  return {
    isPending: favorite.isPending,
    toggle: (
      { opportunityId, ...change }: { opportunityId: string; save: boolean; favoriteId?: string },
      onError: (err: unknown) => void,
    ) => favorite.toggle({ targetId: opportunityId, ...change }, onError),
  };
}

/** Whether an opportunity is saved: the favourites list once loaded, else what the record said. */
export function useIsOpportunitySaved(userId: string | null) {
  const favorites = useOpportunityFavorites(userId);
  return (opportunityId: string, fallback: boolean) =>
    favorites.data ? favorites.data.some((f) => f.opportunity === opportunityId) : fallback;
}
