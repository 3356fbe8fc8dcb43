import { useMutation } from '@tanstack/react-query';
import { getTokenPayload } from 'pocketbase';
import { logout } from '@/shared/auth';
import { pb } from '@/shared/pb';

export interface ConfirmEmailChangeInput {
  token: string;
  password: string;
}

/**
 * What the link's token says without asking the server: whether it looks like
 * a token at all, and the new address it is for. The server alone decides
 * whether it is still valid.
 */
export function readEmailChangeToken(token: string): { wellFormed: boolean; newEmail: string } {
  const payload = getTokenPayload(token) as { exp?: unknown; newEmail?: unknown };
  return {
    wellFormed: typeof payload.exp === 'number',
    newEmail: typeof payload.newEmail === 'string' ? payload.newEmail : '',
  };
}

/**
 * Confirms the new email with the account password. Every session of the
 * account ends with the change, so this browser signs out too.
 */
export async function confirmEmailChange({ token, password }: ConfirmEmailChangeInput) {
  await pb.collection('users').confirmEmailChange(token, password);
  logout();
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
