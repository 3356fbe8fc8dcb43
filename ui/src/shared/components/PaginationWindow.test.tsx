import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './Pagination';

type PageItem = number | 'ellipsis';

/** The bar's entries between previous and next, as page numbers and gaps. */
function pageWindow(current: number, total: number): PageItem[] {
  render(
    <MantineProvider env="test">
      <Pagination page={current} total={total} onChange={() => {}} />
    </MantineProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  const entries = nav.querySelectorAll('button[aria-label^="Page "], .mantine-Pagination-dots');
  const items = Array.from(entries, (el): PageItem =>
    el.tagName === 'BUTTON' ? Number(el.textContent) : 'ellipsis',
  );
  cleanup();
  return items;
}

afterEach(cleanup);

describe('the page window', () => {
  it('shows every page when there are at most 7', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first and last pages with ellipses for the gaps beyond 7', () => {
    const items = pageWindow(10, 20);
    expect(items[0]).toBe(1);
    expect(items.at(-1)).toBe(20);
    expect(items.filter((i) => i === 'ellipsis')).toHaveLength(2);
  });

  it('widens the window to five pages near the start', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
  });

  it('widens the window to five pages near the end', () => {
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageWindow(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageWindow(8, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
    expect(pageWindow(5, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
  });

  it('puts the current page between its neighbours in the middle', () => {
    expect(pageWindow(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pageWindow(16, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 'ellipsis', 20]);
    expect(pageWindow(500, 1000)).toEqual([1, 'ellipsis', 499, 500, 501, 'ellipsis', 1000]);
  });

  it('always holds seven entries beyond 7 pages', () => {
    for (let current = 1; current <= 30; current += 1) {
      expect(pageWindow(current, 30)).toHaveLength(7);
    }
  }, 30_000);

  it('gives an empty bar for no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, -3)).toEqual([]);
    expect(pageWindow(1, Number.NaN)).toEqual([]);
  });

  it('clamps a current page outside 1..total', () => {
    expect(pageWindow(0, 20)).toEqual(pageWindow(1, 20));
    expect(pageWindow(-5, 20)).toEqual(pageWindow(1, 20));
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20));
    expect(pageWindow(Number.NaN, 20)).toEqual(pageWindow(1, 20));
    expect(pageWindow(2.7, 20)).toEqual(pageWindow(2, 20));
    expect(pageWindow(99, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
