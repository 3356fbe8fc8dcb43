import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { cleanParams, systemKey, type SystemPage, type SystemUser } from './types';

export interface UserListParams {
  q: string;
  status: '' | 'active' | 'unverified';
  page: number;
}

export const usersKey = [...systemKey, 'users'] as const;

export function fetchUsers(params: UserListParams, signal?: AbortSignal) {
  return pb.send<SystemPage<SystemUser>>('/api/system/users', {
    method: 'GET',
    query: cleanParams({ ...params, perPage: 10 }),
    signal,
  });
}

export const usersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: [...usersKey, cleanParams({ ...params })],
    queryFn: ({ signal }) => fetchUsers(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** A page of every account (System Settings, User list). */
export function useUsers(params: UserListParams) {
  return useQuery(usersQuery(params));
}
