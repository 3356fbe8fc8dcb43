import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change after whose success the queries under `stale` are read anew; the
 * mutation does not wait for them (the change is made, the lists catch up).
 */
export function useChangeThenRefresh<TInput, TAnswer>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
  stale: readonly QueryKey[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of stale) void client.invalidateQueries({ queryKey });
    },
  });
}

/**
 * A change after which, refused or not, the query under `key` is read anew
 * before the mutation settles (a refusal may mean the list changed meanwhile).
 */
export function useChangeThenReload<TInput, TAnswer>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
  key: QueryKey,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** A change whose answer is the new state of the query under `key`. */
export function useChangeStoringAnswer<TInput, TAnswer>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
  key: QueryKey,
) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (answer) => client.setQueryData(key, answer) });
}
