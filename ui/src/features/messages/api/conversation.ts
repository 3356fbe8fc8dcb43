import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { queryKeys, type Conversation } from './types';

export function fetchConversation(id: string): Promise<Conversation> {
  return pb.collection('conversations').getOne<Conversation>(id);
}

export const conversationQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.conversation(id), queryFn: () => fetchConversation(id) });

/** One conversation (404 for anyone outside it). */
export function useConversation(id: string) {
  return useQuery({ ...conversationQuery(id), enabled: Boolean(id) });
}
