import { useMutation } from '@tanstack/react-query';
import { login } from '@/shared/auth';
import { pb } from '@/shared/pb';
import type { User } from '@/shared/types';

export type SignUpRole = 'volunteer' | 'company';

export interface SignUpInput {
  role: SignUpRole;
  username: string;
  first_name: string;
  last_name: string;
  /** Only for companies. */
  company_name?: string;
  email: string;
  password: string;
  passwordConfirm: string;
  country: string;
  category: string;
}

export interface SignUpResult {
  /** The signed-in user, or null when the account exists but signing in failed. */
  user: User | null;
}

/**
 * Creates the account (both checkboxes are required by the form, so they are
 * sent as true) and signs the new user in for this browser session. The server
 * sends the verification mail as part of the sign-up.
 */
export async function signUp(input: SignUpInput): Promise<SignUpResult> {
  const email = input.email.trim();
  await pb.collection('users').create({
    username: input.username.trim(),
    email,
    password: input.password,
    passwordConfirm: input.passwordConfirm,
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    role: input.role,
    country: input.country,
    category: input.category,
    ...(input.role === 'company' ? { company_name: (input.company_name ?? '').trim() } : {}),
    terms_accepted: true,
    consent: true,
  });
  try {
    return { user: await login(email, input.password, false) };
  } catch {
    return { user: null };
  }
}

export function useSignUp() {
  return useMutation({ mutationKey: ['auth', 'sign-up'], mutationFn: signUp });
}
