/** The longest message body the server accepts. */
export const MAX_BODY = 4000;

export const EMPTY_MESSAGE = 'Write a message or attach a file.';
export const TOO_LONG_PASTE = `A message can be at most ${MAX_BODY.toLocaleString('en-GB')} characters: the pasted text was cut to fit.`;

/** Why a message cannot be sent as it is, or null: spaces alone are no message. */
export function sendError(body: string, hasFile: boolean): string | null {
  return !body.trim() && !hasFile ? EMPTY_MESSAGE : null;
}

/**
 * Whether pasting `pasted` over the selection [start, end) of `current`
 * makes the text longer than MAX_BODY (the field then keeps only the
 * first MAX_BODY characters).
 */
export function pasteOverflows(current: string, start: number, end: number, pasted: string) {
  return current.length - (end - start) + pasted.length > MAX_BODY;
}
