import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface Props {
  /** The page shown, 1-based. */
  page: number;
  /** How many pages there are (0 for an empty list). */
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the list, for the navigation landmark ("Users pages"). */
  label: string;
}

/** Previous and Next with a "current/last" indicator. */
export function PrevNext({ page, totalPages, onChange, label }: Props) {
  const last = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), last);
  return (
    <Group component="nav" aria-label={label} justify="flex-end" gap="sm">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      >
        Previous
      </Button>
      <Text size="sm" miw={40} ta="center">
        <span aria-hidden>
          {current}/{last}
        </span>
        <VisuallyHidden>{`Page ${current} of ${last}`}</VisuallyHidden>
      </Text>
      <Button
        variant="default"
        size="sm"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={current >= last}
        onClick={() => onChange(current + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
