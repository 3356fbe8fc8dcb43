import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { queryKeys, type Message } from './types';

export const THREAD_PAGE = 30;

/** One page of a thread, newest first (the page shows them oldest first). */
export async function fetchThreadPage(conversationId: string, page: number) {
  return pb.collection('messages').getList<Message>(page, THREAD_PAGE, {
    filter: pb.filter('conversation = {:c}', { c: conversationId }),
    sort: '-created,-id',
    skipTotal: true,
  });
}

export const threadQuery = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.thread(conversationId),
    queryFn: ({ pageParam }) => fetchThreadPage(conversationId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.items.length < THREAD_PAGE ? undefined : last.page + 1),
  });

/** The thread's messages, older pages on demand. */
export function useThread(conversationId: string) {
  return useInfiniteQuery({ ...threadQuery(conversationId), enabled: Boolean(conversationId) });
}
