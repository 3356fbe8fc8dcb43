import { errorMessage, fieldErrors } from '@/shared/errors';

/**
 * Splits a failed save into messages for the form's own fields and, when no
 * field is to blame, one message for the whole form.
 */
export function splitServerErrors<K extends string>(
  err: unknown,
  fields: readonly K[],
  overrides: Partial<Record<K, string>> = {},
): { fields: Partial<Record<K, string>>; general: string | null } {
  const all = fieldErrors(err);
  const out: Partial<Record<K, string>> = {};
  for (const key of fields) {
    const message = all[key];
    if (message) out[key] = overrides[key] ?? message;
  }
  return { fields: out, general: Object.keys(out).length > 0 ? null : errorMessage(err) };
}
