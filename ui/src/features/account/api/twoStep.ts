import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/** The signed-in user's two-step sign-in, as `GET /api/account/mfa` answers. */
export interface TwoStepStatus {
  /** A password sign-in asks for a second step. */
  enabled: boolean;
  /** A superadmin: it cannot be turned off. */
  required: boolean;
  method: 'totp' | 'email' | '';
  recovery_codes_left: number;
  /** Only right after an authenticator app is confirmed. */
  recovery_codes?: string[];
}

/** A new authenticator secret: the otpauth address, its QR code (PNG data URL), the secret. */
export interface TotpSetup {
  secret: string;
  url: string;
  qr: string;
}

export const TWO_STEP_PATH = '/api/account/mfa';

export const twoStepKey = ['account', 'twoStep'] as const;

export const twoStepQuery = () =>
  queryOptions({
    queryKey: twoStepKey,
    queryFn: () => pb.send<TwoStepStatus>(TWO_STEP_PATH, { method: 'GET' }),
  });

export function useTwoStep() {
  return useQuery(twoStepQuery());
}

function post<T>(path: string, body: Record<string, string> = {}): Promise<T> {
  return pb.send<T>(`${TWO_STEP_PATH}${path}`, { method: 'POST', body });
}

/** A change whose answer is the new status, which replaces the cached one. */
function useStatusChange<V>(fn: (v: V) => Promise<TwoStepStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (status) => {
      // The recovery codes are shown once, by the form: not kept in the cache.
      queryClient.setQueryData(twoStepKey, { ...status, recovery_codes: undefined });
    },
  });
}

export function useEnableEmailCodes() {
  return useStatusChange(() => post<TwoStepStatus>('/email'));
}

export function useStartTotpSetup() {
  return useMutation({ mutationFn: () => post<TotpSetup>('/totp/setup') });
}

export function useConfirmTotp() {
  return useStatusChange((code: string) => post<TwoStepStatus>('/totp/confirm', { code }));
}

export function useSendOwnCode() {
  return useMutation({
    mutationFn: () => post<{ otpId: string }>('/email-code'),
  });
}

export interface DisableInput {
  password: string;
  code: string;
  otpId?: string;
}

export function useDisableTwoStep() {
  return useStatusChange((input: DisableInput) =>
    post<TwoStepStatus>('/disable', { ...input, otpId: input.otpId ?? '' }),
  );
}
