import { useSyncExternalStore } from 'react';
import { pb, authStore } from './pb';
import type { Role, User } from './types';
import { store, storageKeys } from './storage';

function snapshot(): User | null {
  return pb.authStore.isValid ? (pb.authStore.record as unknown as User | null) : null;
}

function subscribe(onChange: () => void): () => void {
  return pb.authStore.onChange(onChange);
}

/** The signed-in user, re-rendering on login, logout and refresh. */
export function useCurrentUser(): User | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

export function currentUser(): User | null {
  return snapshot();
}

export const homeByRole: Record<Role, string> = {
  volunteer: '/volunteer/dashboard',
  company: '/company/dashboard',
  superadmin: '/system/dashboard',
};

export async function login(identity: string, password: string, remember: boolean): Promise<User> {
  authStore().setRemember(remember);
  const res = await pb.collection('users').authWithPassword(identity.trim(), password);
  if (remember) store.set(localStorage, storageKeys.email, identity.trim());
  else store.remove(localStorage, storageKeys.email);
  return res.record as unknown as User;
}

export function rememberedEmail(): string {
  return store.get(localStorage, storageKeys.email) ?? '';
}

export function logout(): void {
  pb.authStore.clear();
  store.remove(sessionStorage, 'lastProfileStep');
}

/** Refreshes the stored user from the server; signs out if the token is no longer valid. */
export async function refreshAuth(): Promise<User | null> {
  if (!pb.authStore.isValid) return null;
  try {
    const res = await pb.collection('users').authRefresh();
    return res.record as unknown as User;
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 401 || status === 403 || status === 404) pb.authStore.clear();
    return snapshot();
  }
}

export function saveReturnPath(path: string): void {
  store.set(sessionStorage, storageKeys.returnPath, path);
}

export function takeReturnPath(): string | null {
  const p = store.get(sessionStorage, storageKeys.returnPath);
  store.remove(sessionStorage, storageKeys.returnPath);
  return p;
}

/**
 * The id the user's company records point at: a team member acts for the
 * owner's company; anyone else is their own.
 */
export function companyIdOf(user: Pick<User, 'id' | 'team'> | null | undefined): string {
  return user ? user.team || user.id : '';
}

export function fullName(u: Pick<User, 'first_name' | 'last_name'> | null | undefined): string {
  return u ? `${u.first_name} ${u.last_name}`.trim() : '';
}
