import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { favoriteKeys, opportunityKeys } from './opportunityKeys';

/** One opportunity the signed-in user saved: a `favorites` record. */
export interface OpportunityFavorite {
  /** The record's id; "" while its creation is on the way. */
  id: string;
  opportunity: string;
}

const FIELDS = 'id,opportunity';

export async function fetchOpportunityFavorites(userId: string): Promise<OpportunityFavorite[]> {
  return pb.collection('favorites').getFullList<OpportunityFavorite>({
    filter: pb.filter('user = {:me} && opportunity != ""', { me: userId }),
    fields: FIELDS,
    batch: 500,
  });
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

interface ToggleVariables {
  opportunityId: string;
  save: boolean;
  /** The saved record to delete, when known. */
  favoriteId: string;
}

/**
 * Saves an opportunity or removes it from the saved, showing the change at
 * once and undoing it if the server refuses.
 */
export function useToggleOpportunityFavorite(userId: string) {
  const client = useQueryClient();
  const { queryKey } = opportunityFavoritesQuery(userId);

  const mutation = useMutation({
    mutationFn: async ({ opportunityId, save, favoriteId }: ToggleVariables) => {
      if (save) {
        return pb
          .collection('favorites')
          .create<OpportunityFavorite>(
            { user: userId, opportunity: opportunityId },
            { fields: FIELDS },
          );
      }
      const id =
        favoriteId ||
        (
          await pb.collection('favorites').getFirstListItem<OpportunityFavorite>(
            pb.filter('user = {:me} && opportunity = {:opportunity}', {
              me: userId,
              opportunity: opportunityId,
            }),
            { fields: FIELDS },
          )
        ).id;
      await pb.collection('favorites').delete(id);
      return null;
    },
    onMutate: async ({ opportunityId, save }) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, (list = []) =>
        save
          ? [
              ...list.filter((f) => f.opportunity !== opportunityId),
              { id: '', opportunity: opportunityId },
            ]
          : list.filter((f) => f.opportunity !== opportunityId),
      );
      return { before };
    },
    onSuccess: (created, { opportunityId }) => {
      if (!created) return;
      client.setQueryData(queryKey, (list = []) =>
        list.map((f) => (f.opportunity === opportunityId ? created : f)),
      );
    },
    onError: (_err, _vars, context) => {
      client.setQueryData(queryKey, context?.before);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey });
      void client.invalidateQueries({ queryKey: favoriteKeys.saved(userId) });
      // The lists' own "favorite" fields are out of date; they refresh when next shown.
      void client.invalidateQueries({ queryKey: opportunityKeys.all, refetchType: 'none' });
    },
  });

  return {
    isPending: mutation.isPending,
    toggle: (
      change: { opportunityId: string; save: boolean; favoriteId?: string },
      onError: (err: unknown) => void,
    ) => {
      const favoriteId =
        change.favoriteId ||
        client.getQueryData(queryKey)?.find((f) => f.opportunity === change.opportunityId)?.id ||
        '';
      mutation.mutate({ ...change, favoriteId }, { onError });
    },
  };
}

/** Whether an opportunity is saved: the favourites list once loaded, else what the record said. */
export function useIsOpportunitySaved(userId: string | null) {
  const favorites = useOpportunityFavorites(userId);
  return (opportunityId: string, fallback: boolean) =>
    favorites.data ? favorites.data.some((f) => f.opportunity === opportunityId) : fallback;
}
