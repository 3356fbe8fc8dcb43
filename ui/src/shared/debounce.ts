/**
 * The pause after the last key press before typed text is acted on (a
 * search, a filter, a preview): long enough that a word typed at an ordinary
 * pace sends one request, short enough to feel immediate. Every debounced
 * input uses it, so the whole app answers typing at the same pace.
 */
export const TYPING_PAUSE_MS = 500;
