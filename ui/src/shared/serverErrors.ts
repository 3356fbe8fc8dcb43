import { ClientResponseError } from 'pocketbase';
import { errorMessage, fieldErrors } from './errors';

/** Messages by field: any key for forms with nested keys, else the form's own names. */
type FieldMessages<K extends string> = string extends K
  ? Record<string, string>
  : Partial<Record<K, string>>;

export interface ServerErrors<K extends string> {
  /** Messages for the form's own fields, keyed as the server keys them (e.g. educations.1.end_year). */
  fields: FieldMessages<K>;
  /** One message for the whole form when its fields do not explain the failure. */
  general: string | null;
}

export interface SplitOptions<K extends string> {
  /** The form's own words for a failure nothing more specific explains. */
  fallback: string;
  /** The form's own wording for a field the server refused. */
  overrides?: Partial<Record<K, string>>;
}

/**
 * Splits a failed save for a form, the same way on every form: field errors
 * go under the form's fields (with the form's own wording where it has one);
 * a 401 shows nothing (the session-expired dialog opens by itself); a lost
 * connection says so; errors on fields the form does not show, or a server
 * failure, show the form's fallback; a refusal without field errors (e.g.
 * "Please complete the previous steps first.") shows the server's words.
 */
export function splitServerErrors<K extends string>(
  err: unknown,
  isField: readonly K[] | ((key: string) => boolean),
  { fallback, overrides = {} }: SplitOptions<K>,
): ServerErrors<K> {
  const own = typeof isField === 'function' ? isField : (key: string) => isField.includes(key as K);
  const all = fieldErrors(err);
  const fields: Record<string, string> = {};
  let unknown = false;
  for (const [key, message] of Object.entries(all)) {
    if (own(key)) fields[key] = overrides[key as K] ?? message;
    else unknown = true;
  }
  const split = (general: string | null) => ({ fields: fields as FieldMessages<K>, general });
  if (!(err instanceof ClientResponseError)) return split(fallback);
  if (err.status === 401) return split(null);
  if (err.status === 0) return split(errorMessage(err));
  if (unknown) return split(fallback);
  if (Object.keys(fields).length > 0) return split(null);
  return split(errorMessage(err, fallback));
}

/** The fallback of the volunteer wizard and editor. */
export const SAVE_FAILED = 'Failed to save. Please try again.';

/** The fallback of the sign-up forms and the company wizard and editor. */
export const SUBMIT_FAILED = 'Failed to submit form. Please try again later.';

/**
 * Splits a failed save (splitServerErrors), puts the field errors on the
 * form and returns the message for the whole form, if any.
 */
export function applyServerErrors<K extends string>(
  form: { setErrors: (errors: Record<string, string>) => void },
  err: unknown,
  isField: readonly K[] | ((key: string) => boolean),
  options: SplitOptions<K>,
): string | null {
  const { fields, general } = splitServerErrors(err, isField, options);
  form.setErrors(fields as Record<string, string>);
  return general;
}
