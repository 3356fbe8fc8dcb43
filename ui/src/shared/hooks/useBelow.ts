import { em, px, useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the viewport is narrower than Mantine's `breakpoint`: the query
 * of its own `hiddenFrom`/`visibleFrom` classes, so a part drawn by this
 * and one hidden by those switch at the same width. Read on the first
 * render, not in an effect, so the first screen is drawn for the right
 * width.
 */
export function useBelow(breakpoint: MantineBreakpoint): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(
    `(max-width: ${em(Number(px(theme.breakpoints[breakpoint])) - 0.1)})`,
    undefined,
    { getInitialValueInEffect: false },
  );
}
