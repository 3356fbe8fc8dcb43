import { em, px, useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether `query` matches, read on the first render rather than in an
 * effect: read in an effect, the first screen is drawn for the wrong width
 * and then drawn again at once (on a phone, a second long task).
 */
export function useMediaQueryNow(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}

/**
 * Whether the viewport is narrower than Mantine's `breakpoint`: the query
 * of its own `hiddenFrom`/`visibleFrom` classes, so a part drawn by this
 * and one hidden by those switch at the same width. Read on the first
 * render (useMediaQueryNow), so the first screen is drawn for the right
 * width.
 */
export function useBelow(breakpoint: MantineBreakpoint): boolean {
  const theme = useMantineTheme();
  return useMediaQueryNow(`(max-width: ${em(Number(px(theme.breakpoints[breakpoint])) - 0.1)})`);
}
