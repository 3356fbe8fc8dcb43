import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordAuthResponse } from 'pocketbase';
import { pb } from './pb';
import { paths } from './paths';
import { store } from './storage';
import type { Role, User } from './types';

/**
 * Sign in with a provider (Google, GitHub, LinkedIn), as PocketBase's
 * OAuth2 runs it: the server lists the providers the operator configured
 * (GET /api/collections/users/auth-methods), the browser goes to the
 * provider and comes back to paths.oauthCallback with a code, which
 * auth-with-oauth2 exchanges. A person without a linked account then
 * finishes on that page (hooks/oauth).
 */
export interface SignInProvider {
  name: string;
  displayName: string;
  state: string;
  authURL: string;
  codeVerifier: string;
}

export const authProvidersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: async (): Promise<SignInProvider[]> => {
    const methods = await pb.collection('users').listAuthMethods();
    return methods.oauth2.enabled ? methods.oauth2.providers : [];
  },
  // Each listing carries a fresh state and PKCE verifier.
  staleTime: 0,
});

/** The configured providers; none while loading or when the listing fails. */
export function useAuthProviders(): SignInProvider[] {
  return useQuery(authProvidersQuery).data ?? [];
}

/** Why the browser went to the provider. */
export type ProviderIntent =
  { kind: 'login' } | { kind: 'signup'; role: Exclude<Role, 'superadmin'> } | { kind: 'link' };

export interface PendingProviderSignIn {
  provider: string;
  displayName: string;
  state: string;
  codeVerifier: string;
  intent: ProviderIntent;
}

const PENDING_KEY = 'oauthPending';

export function callbackURL(): string {
  return `${window.location.origin}${paths.oauthCallback}`;
}

/** Goes to the provider; the callback page reads what was stored here. */
export function startProviderSignIn(p: SignInProvider, intent: ProviderIntent): void {
  const pending: PendingProviderSignIn = {
    provider: p.name,
    displayName: p.displayName,
    state: p.state,
    codeVerifier: p.codeVerifier,
    intent,
  };
  store.set(sessionStorage, PENDING_KEY, JSON.stringify(pending));
  window.location.assign(p.authURL + encodeURIComponent(callbackURL()));
}

/** The sign-in this tab started (read once: a reload cannot replay it). */
export function takePendingProviderSignIn(): PendingProviderSignIn | null {
  const raw = store.get(sessionStorage, PENDING_KEY);
  store.remove(sessionStorage, PENDING_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingProviderSignIn;
  } catch {
    return null;
  }
}

/** Exchanges the provider's code; a signed-in user links the provider account. */
export async function exchangeProviderCode(
  pending: PendingProviderSignIn,
  code: string,
): Promise<RecordAuthResponse<User>> {
  return pb.send<RecordAuthResponse<User>>('/api/collections/users/auth-with-oauth2', {
    method: 'POST',
    body: {
      provider: pending.provider,
      code,
      codeVerifier: pending.codeVerifier,
      redirectURL: callbackURL(),
    },
  });
}

/** Keeps the session a provider sign-in (or its last step) answered with. */
export function saveProviderSession(res: { token: string; record: unknown }): User {
  pb.authStore.save(res.token, res.record as User & { collectionId: string });
  return res.record as User;
}

/** A sign-in provider's display name (the listing's, else its PocketBase name). */
export function providerLabel(name: string, providers: SignInProvider[]): string {
  return providers.find((p) => p.name === name)?.displayName ?? name;
}
