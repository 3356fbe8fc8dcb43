import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey, type SystemPage, type SystemPayment } from './types';

export function fetchPayments(page: number, signal?: AbortSignal) {
  return pb.send<SystemPage<SystemPayment>>('/api/system/payments', {
    method: 'GET',
    query: { page, perPage: 10 },
    signal,
  });
}

export const paymentsQuery = (page: number) =>
  queryOptions({
    queryKey: [...systemKey, 'payments', page],
    queryFn: ({ signal }) => fetchPayments(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** A page of every subscription, failed payments first. */
export function usePayments(page: number) {
  return useQuery(paymentsQuery(page));
}
