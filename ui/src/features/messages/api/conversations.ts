import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyIdOf, useCurrentUser } from '@/shared/auth';
import { pb } from '@/shared/pb';
import { queryKeys, type Conversation, type Side } from './types';

/** How many conversations the list loads (newest first). */
export const CONVERSATIONS_PAGE = 100;

/**
 * The account's conversations, newest first; search matches the other party's name.
 * One query on the server: the unread counts, names and previews are columns of the
 * conversation, the list needs no total (skipTotal saves the count query), and naming
 * the account (the company's owner id for every team member, or the volunteer) lets the
 * database read that account's conversations by index instead of checking every row
 * against the rule.
 */
export async function fetchConversations(
  side: Side,
  account: string,
  search: string,
): Promise<Conversation[]> {
  const other = side === 'company' ? 'volunteer_name' : 'company_name';
  const q = search.trim();
  const res = await pb.collection('conversations').getList<Conversation>(1, CONVERSATIONS_PAGE, {
    sort: '-last_message_at,-created',
    skipTotal: true,
    filter: q
      ? pb.filter(`${side} = {:account} && ${other} ~ {:q}`, { account, q })
      : pb.filter(`${side} = {:account}`, { account }),
  });
  return res.items;
}

export const conversationsQuery = (side: Side, account: string, search: string) =>
  queryOptions({
    queryKey: queryKeys.conversations(side, search),
    queryFn: () => fetchConversations(side, account, search),
  });

export function useConversations(side: Side, search: string) {
  const user = useCurrentUser();
  const account = side === 'company' ? companyIdOf(user) : (user?.id ?? '');
  return useQuery({ ...conversationsQuery(side, account, search), enabled: account !== '' });
}
