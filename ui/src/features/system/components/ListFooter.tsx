import { Group, Text } from '@mantine/core';
import { plural } from '../format';
import { PrevNext } from './PrevNext';

/** Under a list: how many there are, and Previous/Next with "current/last". */
export function ListFooter({
  data,
  noun,
  nouns,
  onPage,
  label,
}: {
  data: { page: number; totalPages: number; totalItems: number } | undefined;
  noun: string;
  nouns?: string;
  onPage: (page: number) => void;
  /** Names the pagination landmark, e.g. "Volunteer list pages". */
  label: string;
}) {
  if (!data) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {plural(data.totalItems, noun, nouns)}
      </Text>
      <PrevNext page={data.page} totalPages={data.totalPages} onChange={onPage} label={label} />
    </Group>
  );
}
