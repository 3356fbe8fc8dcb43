import { StackList } from '@/shared/components/BareList';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  HOUR_STATUS_COLOR,
  HOUR_STATUS_LABEL,
  formatDay,
  hoursLabel,
  type HourEntry,
  type HourStatus,
} from '@/shared/engagements/model';

export function HourStatusBadge({ status }: { status: HourStatus }) {
  return (
    <Badge
      variant="filled"
      color={HOUR_STATUS_COLOR[status]}
      c="gray.9"
      tt="none"
      style={{ border: '1px solid var(--mantine-color-gray-4)', minWidth: 'max-content' }}
    >
      {HOUR_STATUS_LABEL[status]}
    </Badge>
  );
}

/**
 * The time entries of an engagement, newest day first, each with its state
 * (and the reason of a rejection); `actions` adds the company's buttons.
 */
export function HourEntries({
  entries,
  actions,
  label,
}: {
  entries: HourEntry[];
  actions?: (entry: HourEntry) => ReactNode;
  label: string;
}) {
  return (
    <StackList gap="sm" aria-label={label}>
      {entries.map((e) => (
        <li key={e.id}>
          <Stack
            gap={4}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          >
            <Group justify="space-between" gap="xs">
              <Text fw={600}>
                {formatDay(e.date)} · {hoursLabel(e.hours)}
              </Text>
              <HourStatusBadge status={e.status} />
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {e.description}
            </Text>
            {e.status === 'rejected' && e.reason ? (
              <Text size="sm" c="red.9">
                Reason: {e.reason}
              </Text>
            ) : null}
            {actions ? actions(e) : null}
          </Stack>
        </li>
      ))}
    </StackList>
  );
}
