import { useMutation } from '@tanstack/react-query';
import { login } from '@/shared/auth';
import { pb } from '@/shared/pb';
import type { User } from '@/shared/types';

export interface JoinTeamInput {
  username: string;
  first_name: string;
  last_name: string;
  password: string;
  passwordConfirm: string;
  /** What they do at the company, shown on its public page; may be "". */
  role_title: string;
}

export const JOIN_FIELDS = [
  'username',
  'first_name',
  'last_name',
  'password',
  'passwordConfirm',
  'role_title',
] as const satisfies readonly (keyof JoinTeamInput)[];

/**
 * Creates the invitee's account on the company's team (the link proves the
 * email), then signs in with the new credentials.
 */
export async function joinTeam(token: string, input: JoinTeamInput): Promise<User> {
  const joined = await pb.send<{ email: string; username: string }>(
    `/api/company/team/join/${encodeURIComponent(token)}`,
    { method: 'POST', body: input },
  );
  // A shared computer is the safer guess: the session ends with the browser.
  return login(joined.email, input.password, false);
}

export function useJoinTeam(token: string) {
  return useMutation({ mutationFn: (input: JoinTeamInput) => joinTeam(token, input) });
}
