import { useSyncExternalStore } from 'react';
import { pb, authStore } from './pb';
import type { Role, User } from './types';
import { store, storageKeys } from './storage';
import { paths } from './paths';

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
  volunteer: paths.volunteer.dashboard,
  company: paths.company.dashboard,
  superadmin: paths.system.dashboard,
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
    if (status === 401 || status === 403 || status === 404) {
      await noteIfRemovedFromTeam(pb.authStore.token);
      pb.authStore.clear();
    }
    return snapshot();
  }
}

export const ACCESS_REMOVED = 'Your access to the company was removed.';

/**
 * Asks the server whether the session it refused was that of a team member
 * the owner removed (only that session's own token gets a yes), and if so
 * leaves word for the login page (takeAccessRemoved). Never fails.
 */
export async function noteIfRemovedFromTeam(token: string): Promise<void> {
  if (!token) return;
  try {
    const res = await pb.send<{ removed?: boolean }>('/api/company/team/removed', {
      method: 'POST',
      headers: { Authorization: token },
      requestKey: null,
    });
    if (res.removed === true) store.set(sessionStorage, storageKeys.accessRemoved, '1');
  } catch {
    // Without an answer the login page says nothing more than before.
  }
}

/** Whether the last session ended because its user was removed from a team (read once). */
export function takeAccessRemoved(): boolean {
  const removed = store.get(sessionStorage, storageKeys.accessRemoved) === '1';
  store.remove(sessionStorage, storageKeys.accessRemoved);
  return removed;
}

/**
 * How often an open tab renews its sign-in token: well inside the server's
 * 24-hour token lifetime, so an active user is never signed out by it.
 */
export const REFRESH_INTERVAL_MS = 30 * 60 * 1000;

let refreshTimer: ReturnType<typeof setInterval> | undefined;

/** Renews the token every REFRESH_INTERVAL_MS while the app is open (once per page). */
export function keepSessionAlive(): void {
  if (refreshTimer !== undefined) return;
  refreshTimer = setInterval(() => {
    if (pb.authStore.isValid) void refreshAuth();
  }, REFRESH_INTERVAL_MS);
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
