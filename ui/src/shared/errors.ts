import { ClientResponseError } from 'pocketbase';

export const GENERIC_ERROR = 'An error occurred. Please try again.';

/** Field messages from a PocketBase error body: `{data: {field: {message}}}`. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ClientResponseError)) return {};
  const data = (err.response?.data ?? {}) as Record<string, { message?: string } | undefined>;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value && typeof value.message === 'string') out[key] = value.message;
  }
  return out;
}

/** A message for the user: the server's own when it sent one, else the fallback. */
export function errorMessage(err: unknown, fallback = GENERIC_ERROR): string {
  if (err instanceof ClientResponseError) {
    if (err.status === 0) return 'Cannot reach the server. Check your connection and try again.';
    const msg = (err.response as { message?: string } | undefined)?.message;
    if (msg && err.status < 500) return msg;
  }
  return fallback;
}

export function statusOf(err: unknown): number {
  return err instanceof ClientResponseError ? err.status : 0;
}
