import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { refreshLookups } from './lookups';
import type { EditableLookupKind, SystemLookup } from './types';

export function createLookup(input: { kind: EditableLookupKind; name: string }) {
  return pb.send<SystemLookup>('/api/system/lookups', { method: 'POST', body: input });
}

export function useCreateLookup(kind: EditableLookupKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createLookup({ kind, name }),
    onSuccess: () => refreshLookups(client, kind),
  });
}
