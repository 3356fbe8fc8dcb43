import { useMutation } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { login } from '@/shared/auth';
import { errorMessage } from '@/shared/errors';
import { store, storageKeys } from '@/shared/storage';
import type { User } from '@/shared/types';
import { confirmAdult } from './confirmAdult';

export interface LoginInput {
  identity: string;
  password: string;
  remember: boolean;
}

export const LOGIN_FAILED = 'Login failed. Please try again.';
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/**
 * Signs in with email or username. A volunteer who ticked the over-18 box on
 * the email-verified page while signed out has it recorded now.
 */
export async function signIn({ identity, password, remember }: LoginInput): Promise<User> {
  const user = await login(identity, password, remember);
  if (!store.get(sessionStorage, storageKeys.pendingAdultConfirm)) return user;
  if (user.role !== 'volunteer') {
    store.remove(sessionStorage, storageKeys.pendingAdultConfirm);
    return user;
  }
  try {
    const updated = await confirmAdult(user.id);
    store.remove(sessionStorage, storageKeys.pendingAdultConfirm);
    return updated;
  } catch {
    // Signing in matters more; the flag stays for the next attempt.
    return user;
  }
}

/** The server's message ("Failed to authenticate."), or the spec's fallbacks. */
export function loginErrorMessage(err: unknown): string {
  if (!(err instanceof ClientResponseError) || err.status === 0) return UNEXPECTED_ERROR;
  if (err.status === 429) return errorMessage(err);
  const message = (err.response as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && message && err.status < 500) return message;
  return LOGIN_FAILED;
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: signIn });
}
