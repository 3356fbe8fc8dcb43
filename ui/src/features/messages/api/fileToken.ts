import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { queryKeys, type Message } from './types';

/** Attachments are protected files: their links need a short-lived token. */
export const fileTokenQuery = queryOptions({
  queryKey: queryKeys.fileToken,
  queryFn: () => pb.files.getToken(),
  // PocketBase's file tokens last a few minutes.
  staleTime: 60_000,
  refetchInterval: 90_000,
});

export function useFileToken(enabled: boolean) {
  return useQuery({ ...fileTokenQuery, enabled });
}

/** The address of a message's attachment. */
export function attachmentURL(m: Message, token: string): string {
  return pb.files.getURL(m, m.attachment, { token });
}
