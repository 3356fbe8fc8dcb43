import { useMutation, useQuery } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { pb } from '@/shared/pb';
import type { User } from '@/shared/types';

/**
 * Two-step sign-in. PocketBase answers the password of an account that needs
 * a second step with 401 `{mfaId}` and no token; `POST /api/auth/mfa` then
 * says which step the account takes (and emails a code when it has no
 * authenticator app).
 */
export type SecondStep = { method: 'totp' } | { method: 'email'; otpId: string };

/** The mfaId of PocketBase's answer to a password that needs a second step, else null. */
export function mfaIdOf(err: unknown): string | null {
  if (!(err instanceof ClientResponseError) || err.status !== 401) return null;
  const id = (err.response as { mfaId?: unknown } | undefined)?.mfaId;
  return typeof id === 'string' && id ? id : null;
}

/** The step of this sign-in; asked once per mfaId (asking again emails another code). */
export function useSecondStep(mfaId: string) {
  return useQuery({
    queryKey: ['auth', 'secondStep', mfaId],
    queryFn: () => pb.send<SecondStep>('/api/auth/mfa', { method: 'POST', body: { mfaId } }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export interface ConfirmInput {
  step: SecondStep;
  code: string;
}

/** Completes the sign-in with the emailed code or an authenticator or recovery code. */
export async function confirmSecondStep(
  mfaId: string,
  { step, code }: ConfirmInput,
): Promise<User> {
  if (step.method === 'email') {
    const res = await pb.collection('users').authWithOTP(step.otpId, code, { mfaId });
    return res.record as unknown as User;
  }
  const res = await pb.send<{ token: string; record: User }>('/api/auth/totp', {
    method: 'POST',
    body: { mfaId, code },
  });
  pb.authStore.save(res.token, res.record as never);
  return res.record;
}

export function useConfirmSecondStep(mfaId: string) {
  return useMutation({ mutationFn: (input: ConfirmInput) => confirmSecondStep(mfaId, input) });
}
