import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { queryKeys, type Conversation, type Side } from './types';

/** The signed-in user's conversations, newest first; search matches the other party's name. */
export async function fetchConversations(side: Side, search: string): Promise<Conversation[]> {
  const other = side === 'company' ? 'volunteer_name' : 'company_name';
  const res = await pb.collection('conversations').getList<Conversation>(1, 100, {
    sort: '-last_message_at,-created',
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
