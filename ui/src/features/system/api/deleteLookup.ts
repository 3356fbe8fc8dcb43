import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { refreshLookups } from './lookups';
import type { EditableLookupKind } from './types';

/** Deletes an entry; the server refuses (400, naming the uses) while anything uses it. */
export async function deleteLookup(id: string): Promise<void> {
  await pb.send(`/api/system/lookups/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteLookup(kind: EditableLookupKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLookup,
    onSuccess: () => refreshLookups(client, kind),
  });
}
