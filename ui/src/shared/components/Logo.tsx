import { Anchor, Group, Text, type MantineBreakpoint } from '@mantine/core';
import { paths } from '@/shared/paths';
import { Link } from 'react-router';

/** The mark and the name; `nameFrom` hides the name below a breakpoint (a crowded bar). */
export function Logo({ nameFrom }: { nameFrom?: MantineBreakpoint } = {}) {
  return (
    <Anchor component={Link} to={paths.home} underline="never" aria-label="Voluntech home">
      <Group gap={6} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="var(--mantine-color-blue-8)" />
          <path
            d="M8 9l8 15 8-15"
            stroke="#fff"
            strokeWidth="3.5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <Text component="span" fw={800} fz="lg" c="dark.8" visibleFrom={nameFrom}>
          Voluntech
        </Text>
      </Group>
    </Anchor>
  );
}
