import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import type { User } from '@/shared/types';

export type EmailGroup = 'applications' | 'updates' | 'messages' | 'alerts' | 'news';

/** The "Email me about" toggles, in order, with their defaults (product news is opt-in). */
export const EMAIL_GROUPS: readonly { group: EmailGroup; label: string; on: boolean }[] = [
  { group: 'applications', label: 'New applications', on: true },
  { group: 'updates', label: 'Application updates', on: true },
  { group: 'messages', label: 'Messages', on: true },
  { group: 'alerts', label: 'Saved search alerts', on: true },
  { group: 'news', label: 'Product news', on: false },
];

/** Whether the user gets the emails of group (their choice, else the default). */
export function wantsEmail(user: Pick<User, 'email_prefs'> | null, group: EmailGroup): boolean {
  const chosen = user?.email_prefs?.[group];
  if (typeof chosen === 'boolean') return chosen;
  return EMAIL_GROUPS.find((g) => g.group === group)?.on ?? false;
}

/** Saves the user's choices; the SDK refreshes the stored user with the answer. */
export async function updateEmailPrefs(
  userId: string,
  prefs: Partial<Record<EmailGroup, boolean>>,
): Promise<User> {
  return pb.collection('users').update<User>(userId, { email_prefs: prefs });
}

export function useUpdateEmailPrefs(userId: string) {
  return useMutation({
    mutationFn: (prefs: Partial<Record<EmailGroup, boolean>>) => updateEmailPrefs(userId, prefs),
  });
}
