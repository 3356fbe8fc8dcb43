import { useQuery } from '@tanstack/react-query';
import { systemListQuery } from './systemQuery';
import type { SystemPage, SystemPayment } from './types';

export const paymentsQuery = (page: number) =>
  systemListQuery<SystemPage<SystemPayment>>('payments', { page });

/** A page of every subscription, failed payments first. */
export function usePayments(page: number) {
  return useQuery(paymentsQuery(page));
}
