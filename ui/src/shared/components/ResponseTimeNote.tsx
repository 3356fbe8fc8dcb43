import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { responseTimeText, type ResponseTime } from '@/shared/responseTime';

/** "Usually responds within 2 days" (or "New on Voluntech"), from the server's figure. */
export function ResponseTimeNote({ response }: { response: ResponseTime | null | undefined }) {
  return (
    <Group gap={4} wrap="nowrap">
      <IconClock size={16} aria-hidden style={{ flex: 'none' }} />
      <Text size="sm" c="gray.7">
        {responseTimeText(response)}
      </Text>
    </Group>
  );
}
