import { useSystemList } from './systemQuery';
import type { SystemPage, SystemPayment } from './types';

/** A page of every subscription, failed payments first. */
export function usePayments(page: number) {
  return useSystemList<SystemPage<SystemPayment>>('payments', { page });
}
