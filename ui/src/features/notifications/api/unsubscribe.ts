import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

export interface UnsubscribeAnswer {
  group: string;
  /** What the emails are about, e.g. "application updates". */
  about: string;
  subscribed: boolean;
}

/** Turns off the emails an unsubscribe link is for (the link's signed token says whose and which). */
export async function unsubscribe(token: string): Promise<UnsubscribeAnswer> {
  return pb.send<UnsubscribeAnswer>('/api/notifications/unsubscribe', {
    method: 'POST',
    body: { token },
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
