import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { saveProviderSession } from '@/shared/oauth';
import type { User } from '@/shared/types';
import type { SignUpRole } from './signUp';

/** The 403 of auth-with-oauth2 when the sign-in needs one more step (hooks/oauth). */
export interface PendingProviderAnswer {
  next: 'signup' | 'link';
  ticket: string;
  provider: string;
  email: string;
  first_name: string;
  last_name: string;
}

export interface ProviderSignUpInput {
  ticket: string;
  role: SignUpRole;
  username: string;
  first_name: string;
  last_name: string;
  company_name: string;
  country: string;
  category: string;
  consent: boolean;
  terms_accepted: boolean;
  adult_confirmed: boolean;
}

/** POST /api/oauth/signup: the account of a provider sign-in, signed in. */
export async function providerSignUp(input: ProviderSignUpInput): Promise<User> {
  const res = await pb.send<{ token: string; record: User }>('/api/oauth/signup', {
    method: 'POST',
    body: {
      ...input,
      username: input.username.trim(),
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      company_name: input.role === 'company' ? input.company_name.trim() : undefined,
      adult_confirmed: input.role === 'volunteer' ? input.adult_confirmed : undefined,
    },
  });
  return saveProviderSession(res);
}

/** POST /api/oauth/link: the provider joins the account once its password is given. */
export async function providerLink(input: { ticket: string; password: string }): Promise<User> {
  const res = await pb.send<{ token: string; record: User }>('/api/oauth/link', {
    method: 'POST',
    body: input,
  });
  return saveProviderSession(res);
}

export function useProviderSignUp() {
  return useMutation({ mutationKey: ['auth', 'provider-signup'], mutationFn: providerSignUp });
}

export function useProviderLink() {
  return useMutation({ mutationKey: ['auth', 'provider-link'], mutationFn: providerLink });
}
