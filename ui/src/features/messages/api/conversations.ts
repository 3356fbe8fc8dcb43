import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { queryKeys, type Conversation, type Side } from './types';

/** How many conversations the list loads (newest first). */
export const CONVERSATIONS_PAGE = 100;

/**
 * The signed-in user's conversations, newest first; search matches the other party's name.
 * One query on the server: the unread counts, names and previews are columns of the
 * conversation, and the list needs no total (skipTotal saves the count query).
 */
export async function fetchConversations(side: Side, search: string): Promise<Conversation[]> {
  const other = side === 'company' ? 'volunteer_name' : 'company_name';
  const res = await pb.collection('conversations').getList<Conversation>(1, CONVERSATIONS_PAGE, {
    sort: '-last_message_at,-created',
    skipTotal: true,
    filter: search.trim() ? pb.filter(`${other} ~ {:q}`, { q: search.trim() }) : '',
  });
  return res.items;
}

export const conversationsQuery = (side: Side, search: string) =>
  queryOptions({
    queryKey: queryKeys.conversations(side, search),
    queryFn: () => fetchConversations(side, search),
  });

export function useConversations(side: Side, search: string) {
  return useQuery(conversationsQuery(side, search));
}
