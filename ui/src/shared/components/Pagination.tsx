import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { clampPage, isPageJump, pageWindow } from '@/shared/pagination';

interface Props {
  /** The page shown, 1-based. */
  page: number;
  /** How many pages there are. */
  total: number;
  /** Called with a page within 1..total other than the current one. */
  onChange: (page: number) => void;
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * Page buttons: every page up to seven,
 * otherwise the first, the last and a window around the current page with
 * ellipses; previous and next are disabled at the ends, and a jump outside
 * 1..total is ignored.
 */
export function Pagination({ page, total, onChange }: Props) {
  const current = clampPage(page, total);
  const go = (target: number) => {
    if (isPageJump(target, current, total)) onChange(target);
  };

  return (
    <nav aria-label="Pagination">
      <Group component="ul" gap={4} wrap="wrap" style={listStyle}>
        <li>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous page"
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
        </li>
        {pageWindow(current, total).map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`gap-${i}`} aria-hidden>
              <Text component="span" c="gray.7" px={4}>
                …
              </Text>
            </li>
          ) : (
            <li key={item}>
              <Button
                size="compact-md"
                miw={34}
                h={34}
                px={8}
                variant={item === current ? 'filled' : 'default'}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next page"
            disabled={current >= total}
            onClick={() => go(current + 1)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </li>
      </Group>
    </nav>
  );
}
