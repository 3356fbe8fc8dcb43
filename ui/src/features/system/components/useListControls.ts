import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { TYPING_PAUSE_MS } from '@/shared/debounce';

/**
 * A list's search text (debounced), one filter and page; a new search or
 * filter starts again at page 1.
 */
export function useListControls(initialText = '') {
  const [text, setTextState] = useState(initialText);
  const [q] = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const [filter, setFilterState] = useState('');
  const [page, setPage] = useState(1);
  return {
    text,
    q,
    filter,
    page,
    setPage,
    setText: (value: string) => {
      setTextState(value);
      setPage(1);
    },
    setFilter: (value: string) => {
      setFilterState(value);
      setPage(1);
    },
  };
}

export type ListControls = ReturnType<typeof useListControls>;

/**
 * The page to ask for next: a list that shrank under the current page (a
 * deletion, a filter) goes back to its new last page.
 */
export function pageWithin(page: number, totalPages: number | undefined): number {
  if (!totalPages || totalPages < 1) return page;
  return Math.min(page, totalPages);
}

/** Keeps a list on a page that exists: call while rendering, with the last data's page count. */
export function keepPageWithin(
  page: number,
  totalPages: number | undefined,
  setPage: (page: number) => void,
) {
  const within = pageWithin(page, totalPages);
  if (within !== page) setPage(within);
}
