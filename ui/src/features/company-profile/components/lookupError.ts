/** The spec's words for a pick list of `what` that failed to load. */
export const fetchFailedText = (what: string) => `Failed to fetch ${what}. Please try again.`;

/** The load error of a pick list of `what`: the spec's words once it `failed`. */
export function lookupError(failed: boolean, what: string): string | undefined {
  return failed ? fetchFailedText(what) : undefined;
}
