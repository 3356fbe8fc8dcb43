import { useMutation } from '@tanstack/react-query';
import { login, logout } from '@/shared/auth';
import { authStore, pb } from '@/shared/pb';
import type { User } from '@/shared/types';

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

export interface ChangePasswordResult {
  /** False when the new session could not be opened and the user was signed out. */
  signedIn: boolean;
}

/**
 * Changes the password, then signs in again with it: PocketBase invalidates
 * every session of the user when the password changes, including this one.
 */
export async function changePassword(
  user: Pick<User, 'id' | 'email'>,
  input: ChangePasswordInput,
): Promise<ChangePasswordResult> {
  await pb.collection('users').update(user.id, {
    oldPassword: input.oldPassword,
    password: input.password,
    passwordConfirm: input.passwordConfirm,
  });
  try {
    await login(user.email, input.password, authStore().remembered);
    return { signedIn: true };
  } catch {
    logout();
    return { signedIn: false };
  }
}

export function useChangePassword(user: Pick<User, 'id' | 'email'>) {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => changePassword(user, input),
  });
}
