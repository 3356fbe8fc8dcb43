import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { volunteersQueryKey } from './volunteers';

/** One volunteer the signed-in user saved: a `favorites` record. */
export interface VolunteerFavorite {
  /** The record's id; "" while its creation is on the way. */
  id: string;
  /** The saved volunteer's user id. */
  volunteer: string;
}

const FIELDS = 'id,volunteer';

export async function fetchVolunteerFavorites(userId: string): Promise<VolunteerFavorite[]> {
  return pb.collection('favorites').getFullList<VolunteerFavorite>({
    filter: pb.filter('user = {:me} && volunteer != ""', { me: userId }),
    fields: FIELDS,
    batch: 500,
  });
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

export interface ToggleFavorite {
  volunteerId: string;
  /** Save (true) or remove from the saved (false). */
  save: boolean;
}

interface ToggleVariables extends ToggleFavorite {
  /** The saved record to delete, when the list of favourites knows it. */
  favoriteId: string;
}

/**
 * Saves a volunteer or removes them from the saved, showing the change at
 * once and undoing it if the server refuses.
 */
export function useToggleVolunteerFavorite(userId: string) {
  const client = useQueryClient();
  const { queryKey } = volunteerFavoritesQuery(userId);

  const mutation = useMutation({
    mutationFn: async ({ volunteerId, save, favoriteId }: ToggleVariables) => {
      if (save) {
        return pb
          .collection('favorites')
          .create<VolunteerFavorite>({ user: userId, volunteer: volunteerId }, { fields: FIELDS });
      }
      // The list may not have loaded yet (the card knew from the directory).
      const id =
        favoriteId ||
        (
          await pb.collection('favorites').getFirstListItem<VolunteerFavorite>(
            pb.filter('user = {:me} && volunteer = {:volunteer}', {
              me: userId,
              volunteer: volunteerId,
            }),
            { fields: FIELDS },
          )
        ).id;
      await pb.collection('favorites').delete(id);
      return null;
    },
    onMutate: async ({ volunteerId, save }) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, (list = []) =>
        save
          ? [...list.filter((f) => f.volunteer !== volunteerId), { id: '', volunteer: volunteerId }]
          : list.filter((f) => f.volunteer !== volunteerId),
      );
      return { before };
    },
    onSuccess: (created, { volunteerId }) => {
      if (!created) return;
      client.setQueryData(queryKey, (list = []) =>
        list.map((f) => (f.volunteer === volunteerId ? created : f)),
      );
    },
    onError: (_err, _vars, context) => {
      client.setQueryData(queryKey, context?.before);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey });
      // The lists' own "favorited" marks are out of date; they refresh when next shown.
      void client.invalidateQueries({ queryKey: volunteersQueryKey, refetchType: 'none' });
    },
  });

  return {
    isPending: mutation.isPending,
    /** Saves or removes; `onError` is told when the server refuses. */
    toggle: (change: ToggleFavorite, onError: (err: unknown) => void) => {
      // Read before the optimistic update takes the record out of the list.
      const favoriteId =
        client.getQueryData(queryKey)?.find((f) => f.volunteer === change.volunteerId)?.id ?? '';
      mutation.mutate({ ...change, favoriteId }, { onError });
    },
  };
}
