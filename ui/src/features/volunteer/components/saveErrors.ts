import { ClientResponseError } from 'pocketbase';
import { errorMessage, fieldErrors } from '@/shared/errors';

/** The spec's "Failed to store . Please try again.", worded properly. */
export const SAVE_FAILED = 'Failed to save. Please try again.';

export interface SaveErrors {
  /** Messages for the form's own fields, keyed as the server keys them (e.g. educations.1.end_year). */
  fields: Record<string, string>;
  /** One message for the whole form when no field explains the failure. */
  general: string | null;
}

/**
 * Splits a failed wizard or editor save: field errors go under
 * their fields (the first message per field); a refusal without fields
 * (e.g. "Please complete the previous steps first.") shows the server's
 * words; anything else "Failed to save. Please try again.". A 401 shows
 * nothing here: the "Unauthenticated" modal opens by itself.
 */
export function splitSaveError(err: unknown, isField: (key: string) => boolean): SaveErrors {
  const all = fieldErrors(err);
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const [key, message] of Object.entries(all)) {
    if (isField(key)) fields[key] = message;
    else others.push(message);
  }
  if (err instanceof ClientResponseError) {
    if (err.status === 401) return { fields, general: null };
    if (err.status === 0) return { fields, general: errorMessage(err) };
    if (others.length > 0) return { fields, general: others[0] ?? SAVE_FAILED };
    if (Object.keys(fields).length > 0) return { fields, general: null };
    const message = (err.response as { message?: string } | undefined)?.message;
    if (err.status >= 400 && err.status < 500 && message) return { fields, general: message };
  }
  return { fields, general: SAVE_FAILED };
}
