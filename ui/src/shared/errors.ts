import { ClientResponseError } from 'pocketbase';

export const GENERIC_ERROR = 'An error occurred. Please try again.';

/** The server's rate limiter answered 429. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** A fault on the server (5xx): nothing the user typed is wrong. */
export const SERVER_UNAVAILABLE =
  'The server cannot save this right now. Nothing you entered is lost: please try again in a few minutes.';
export const SERVER_FAULT = 'Something went wrong on our side. Please try again later.';

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
    if (err.status === 429) return TOO_MANY_ATTEMPTS;
    if (err.status === 502 || err.status === 503 || err.status === 504) return SERVER_UNAVAILABLE;
    if (err.status >= 500) return SERVER_FAULT;
    const msg = (err.response as { message?: string } | undefined)?.message;
    if (msg && err.status < 500) return msg;
  }
  return fallback;
}

export function statusOf(err: unknown): number {
  return err instanceof ClientResponseError ? err.status : 0;
}
