import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { refreshLookups } from './lookups';
import type { EditableLookupKind } from './types';

export type Review = 'approve' | 'reject';

/**
 * Approves a volunteer's proposed entry (it joins the list) or rejects it
 * (it is deleted and the proposer's education keeps no area).
 */
export async function reviewLookup({ id, review }: { id: string; review: Review }) {
  await pb.send(`/api/system/lookups/${encodeURIComponent(id)}/${review}`, { method: 'POST' });
}

export function useReviewLookup(kind: EditableLookupKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewLookup,
    onSuccess: () => refreshLookups(client, kind),
  });
}
