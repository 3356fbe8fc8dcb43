import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import type { SmtpTest } from './types';

/** Queues a test email to `to` through the app's outbox; useTestEmail follows its delivery. */
export function sendTestEmail(to: string) {
  return pb.send<SmtpTest>('/api/system/smtp/test', { method: 'POST', body: { to } });
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
