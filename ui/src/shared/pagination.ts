/** One entry of a pagination bar: a page number or a gap. */
export type PageItem = number | 'ellipsis';

/** Up to this many pages, every page gets a button. */
export const MAX_PLAIN_PAGES = 7;

/**
 * The buttons of a pagination bar: every
 * page when there are at most 7; otherwise the first, the last, the current
 * page with one neighbour on each side, and an ellipsis for each gap. Near
 * either end the window widens to five pages, so the bar always holds seven
 * entries and does not jump about. A current page outside 1..total is
 * clamped; no pages gives an empty bar.
 */
export function pageWindow(current: number, total: number): PageItem[] {
  const last = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  if (last === 0) return [];
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (last <= MAX_PLAIN_PAGES) return range(1, last);

  const page = clampPage(current, last);
  if (page <= 4) return [...range(1, 5), 'ellipsis', last];
  if (page >= last - 3) return [1, 'ellipsis', ...range(last - 4, last)];
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', last];
}

/** A page number within 1..total (1 for anything that is not a number). */
export function clampPage(page: number, total: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, Math.floor(total)));
}

/** Whether a jump from `current` to `target` is a real move within 1..total. */
export function isPageJump(target: number, current: number, total: number): boolean {
  return Number.isInteger(target) && target >= 1 && target <= total && target !== current;
}
