import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFavorites, useToggleFavorite, type Favorite } from '@/shared/api/favorites';
import { volunteersQueryKey } from './volunteers';

/** One volunteer the signed-in user saved: a `favorites` record. */
export type VolunteerFavorite = Favorite<'volunteer'>;

export async function fetchVolunteerFavorites(userId: string): Promise<VolunteerFavorite[]> {
  return fetchFavorites('volunteer', userId);
}

export const volunteerFavoritesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['favorites', 'volunteers', userId],
    queryFn: () => fetchVolunteerFavorites(userId),
    staleTime: 5 * 60_000,
  });

/** The volunteers the signed-in user saved; nothing for a guest. */
export function useVolunteerFavorites(userId: string | null) {
  return useQuery({ ...volunteerFavoritesQuery(userId ?? ''), enabled: Boolean(userId) });
}

/**
 * Saves a volunteer or removes them from the saved, showing the change at
 * once and undoing it if the server refuses.
 */
export function useToggleVolunteerFavorite(userId: string) {
  return useToggleFavorite('volunteer', userId, volunteerFavoritesQuery(userId).queryKey, [
    // The lists' own "favorited" marks are out of date; they refresh when next shown.
    { queryKey: volunteersQueryKey, refetchType: 'none' },
  ]);
}
