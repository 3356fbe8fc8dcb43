import { Pagination as MantinePagination, Text } from '@mantine/core';
import { useMediaQueryNow } from '@/shared/hooks/useBelow';

interface Props {
  /** The page shown, 1-based. */
  page: number;
  /** How many pages there are. */
  total: number;
  /** Called with a page within 1..total other than the current one. */
  onChange: (page: number) => void;
}

/**
 * Every page up to seven, otherwise the first, the last and the current page
 * with one neighbour each side, gaps shown as ellipses: Mantine's window with
 * one sibling and one boundary page always holds seven entries, so the bar
 * does not jump about while paging.
 */
const SIBLINGS = 1;
const BOUNDARIES = 1;

const Ellipsis = () => (
  <Text component="span" c="gray.7" aria-hidden>
    …
  </Text>
);

const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** A page number within 1..total (1 for anything that is not a number). */
function clampPage(page: number, total: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, Math.floor(total)));
}

/**
 * The page bar of a list: previous and next are disabled at the ends, the
 * current page is marked for screen readers, and a click on the current
 * page or outside 1..total changes nothing.
 */
export function Pagination({ page, total, onChange }: Props) {
  const last = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  const current = clampPage(page, last);
  // Nine controls of the default size need about 330 px: on a phone the
  // small size keeps Next on the same line as the pages.
  const narrow = useMediaQueryNow('(max-width: 30em)');
  return (
    <nav aria-label="Pagination">
      <MantinePagination
        total={last}
        value={current}
        onChange={(target) => {
          if (Number.isInteger(target) && target >= 1 && target <= last && target !== current) {
            onChange(target);
          }
        }}
        siblings={SIBLINGS}
        boundaries={BOUNDARIES}
        gap={4}
        size={narrow ? 'sm' : 'md'}
        dotsIcon={Ellipsis}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      />
    </nav>
  );
}
