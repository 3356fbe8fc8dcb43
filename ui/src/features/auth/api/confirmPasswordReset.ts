import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

export interface ConfirmPasswordResetInput {
  token: string;
  password: string;
}

/** Sets the new password for the emailed reset token (one field, so it is also the confirmation). */
export async function confirmPasswordReset({
  token,
  password,
}: ConfirmPasswordResetInput): Promise<void> {
  await pb.collection('users').confirmPasswordReset(token, password, password);
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationKey: ['auth', 'confirm-password-reset'],
    mutationFn: confirmPasswordReset,
  });
}
