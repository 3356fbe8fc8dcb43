import { useSystemList } from './systemQuery';
import type { SystemPage, SystemUser } from './types';

export interface UserListParams {
  q: string;
  status: '' | 'active' | 'unverified';
  page: number;
}

/** A page of every account (System Settings, User list). */
export function useUsers(params: UserListParams) {
  return useSystemList<SystemPage<SystemUser>>('users', { ...params });
}
