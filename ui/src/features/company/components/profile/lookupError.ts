/** The spec's words for a pick list that failed to load. */
export function lookupError(failed: boolean, what: string): string | undefined {
  return failed ? `Failed to fetch ${what}. Please try again.` : undefined;
}
