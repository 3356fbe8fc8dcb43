import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/**
 * Who to talk to: a company member names the volunteer, a volunteer the
 * company (its owner id), or either gives the other party's username.
 */
export interface StartConversation {
  volunteer?: string;
  company?: string;
  username?: string;
  opportunity?: string;
}

/**
 * Starts the conversation of the pair, or returns the existing one; used
 * by the Message buttons of several features.
 */
export function startConversation(body: StartConversation): Promise<{ id: string }> {
  return pb.send<{ id: string }>('/api/conversations', { method: 'POST', body });
}

export function useStartConversation() {
  return useMutation({ mutationFn: startConversation });
}
