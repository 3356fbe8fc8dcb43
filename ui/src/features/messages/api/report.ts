import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/** Reports the conversation's other party with a reason; a superadmin reviews their messages. */
export function reportConversation(id: string, reason: string): Promise<{ id: string }> {
  return pb.send(`/api/conversations/${encodeURIComponent(id)}/report`, {
    method: 'POST',
    body: { reason },
  });
}

export function useReportConversation() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => reportConversation(id, reason),
  });
}
