import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificateKeys } from '@/shared/engagements/keys';
import { pb } from '@/shared/pb';
import type { DidDocument } from '../verify';

/** The instance's did:web document: the public key its credentials are signed with. */
export function fetchDidDocument(): Promise<DidDocument> {
  return pb.send<DidDocument>('/.well-known/did.json', { method: 'GET' });
}

export const didDocumentQuery = queryOptions({
  queryKey: certificateKeys.did,
  queryFn: fetchDidDocument,
  staleTime: 5 * 60_000,
});

export function useDidDocument() {
  return useQuery(didDocumentQuery);
}
