import { ClientResponseError } from 'pocketbase';
import { fieldErrors } from '@/shared/errors';

export const SUBMIT_FAILED = 'Failed to submit form. Please try again later.';

export interface SaveErrors {
  /** Messages for the form's own fields, keyed as the server keys them (e.g. social_links.1.url). */
  fields: Record<string, string>;
  /** One message for the whole form when no field explains the failure. */
  general: string | null;
}

/**
 * Splits a failed step save: field errors go
 * under their fields; a refusal without fields (e.g. "Please complete the
 * previous steps first.") shows the server's words; anything else shows
 * "Failed to submit form. Please try again later.". A 401 shows nothing here:
 * the session-expired modal opens by itself.
 */
export function splitSaveError(err: unknown, isField: (key: string) => boolean): SaveErrors {
  const all = fieldErrors(err);
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(all)) {
    if (isField(key)) fields[key] = message;
  }
  const known = Object.keys(fields).length;
  if (known > 0 && known === Object.keys(all).length) return { fields, general: null };
  if (err instanceof ClientResponseError) {
    if (err.status === 401) return { fields, general: null };
    const message = (err.response as { message?: string } | undefined)?.message;
    if (known === 0 && Object.keys(all).length === 0 && err.status >= 400 && err.status < 500) {
      return { fields, general: message || SUBMIT_FAILED };
    }
  }
  return { fields, general: SUBMIT_FAILED };
}
