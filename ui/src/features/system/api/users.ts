import { useQuery } from '@tanstack/react-query';
import { systemListQuery } from './systemQuery';
import type { SystemPage, SystemUser } from './types';

export interface UserListParams {
  q: string;
  status: '' | 'active' | 'unverified';
  page: number;
}

export const usersQuery = (params: UserListParams) =>
  systemListQuery<SystemPage<SystemUser>>('users', { ...params });

/** A page of every account (System Settings, User list). */
export function useUsers(params: UserListParams) {
  return useQuery(usersQuery(params));
}
