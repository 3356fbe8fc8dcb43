import {
  useMutation,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/** What a `favorites` record saves: a volunteer (for a company) or an opportunity (for a volunteer). */
export type FavoriteTarget = 'volunteer' | 'opportunity';

/** One record the signed-in user saved: the `favorites` record's id ("" while its creation is on the way) and the saved record's id. */
export type Favorite<T extends FavoriteTarget> = { id: string } & { [K in T]: string };

const fieldsOf = (target: FavoriteTarget) => `id,${target}`;

/** Every `target` the user saved. */
export async function fetchFavorites<T extends FavoriteTarget>(
  target: T,
  userId: string,
): Promise<Favorite<T>[]> {
  return pb.collection('favorites').getFullList<Favorite<T>>({
    filter: pb.filter(`user = {:me} && ${target} != ""`, { me: userId }),
    fields: fieldsOf(target),
    batch: 500,
  });
}

interface ToggleVariables {
  targetId: string;
  /** Save (true) or remove from the saved (false). */
  save: boolean;
  /** The saved record to delete, when known. */
  favoriteId: string;
}

export interface FavoriteChange {
  targetId: string;
  save: boolean;
  /** The saved record to delete, when the caller knows it. */
  favoriteId?: string;
}

/**
 * Saves a `target` or removes it from the saved, showing the change at once
 * in the favourites list under `queryKey` and undoing it if the server
 * refuses; then the queries `stale` picks (the lists that show the target's
 * own mark) are out of date too.
 */
export function useToggleFavorite<T extends FavoriteTarget>(
  target: T,
  userId: string,
  queryKey: QueryKey,
  stale: InvalidateQueryFilters[],
) {
  const client = useQueryClient();
  const fields = fieldsOf(target);
  const without = (list: Favorite<T>[], targetId: string) =>
    list.filter((f) => f[target] !== targetId);

  const mutation = useMutation({
    mutationFn: async ({ targetId, save, favoriteId }: ToggleVariables) => {
      if (save) {
        return pb
          .collection('favorites')
          .create<Favorite<T>>({ user: userId, [target]: targetId }, { fields });
      }
      // The list may not have loaded yet (the card knew from its own list).
      const id =
        favoriteId ||
        (
          await pb
            .collection('favorites')
            .getFirstListItem<Favorite<T>>(
              pb.filter(`user = {:me} && ${target} = {:target}`, { me: userId, target: targetId }),
              { fields },
            )
        ).id;
      await pb.collection('favorites').delete(id);
      return null;
    },
    onMutate: async ({ targetId, save }) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<Favorite<T>[]>(queryKey);
      client.setQueryData<Favorite<T>[]>(queryKey, (list = []) =>
        save
          ? [...without(list, targetId), { id: '', [target]: targetId } as Favorite<T>]
          : without(list, targetId),
      );
      return { before };
    },
    onSuccess: (created, { targetId }) => {
      if (!created) return;
      client.setQueryData<Favorite<T>[]>(queryKey, (list = []) =>
        list.map((f) => (f[target] === targetId ? created : f)),
      );
    },
    onError: (_err, _vars, context) => {
      client.setQueryData(queryKey, context?.before);
    },
    onSettled: () => {
      for (const filters of [{ queryKey }, ...stale]) void client.invalidateQueries(filters);
    },
  });

  return {
    isPending: mutation.isPending,
    /** Saves or removes; `onError` is told when the server refuses. */
    toggle: (change: FavoriteChange, onError: (err: unknown) => void) => {
      // Read before the optimistic update takes the record out of the list.
      const favoriteId =
        change.favoriteId ||
        client.getQueryData<Favorite<T>[]>(queryKey)?.find((f) => f[target] === change.targetId)
          ?.id ||
        '';
      mutation.mutate({ ...change, favoriteId }, { onError });
    },
  };
}
