import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { refreshLookups } from './lookups';
import type { EditableLookupKind, SystemLookup } from './types';

export function renameLookup({ id, name }: { id: string; name: string }) {
  return pb.send<SystemLookup>(`/api/system/lookups/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { name },
  });
}

export function useRenameLookup(kind: EditableLookupKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renameLookup,
    onSuccess: () => refreshLookups(client, kind),
  });
}
