import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { plural } from '../format';
import { ListTable } from './ListTable';
import type { ListStateProps } from './ListState';

interface Props<T> {
  /** The list's name, plural: "Skill Synonyms" (also in the search's, loading's and error's words). */
  title: string;
  /** How one and many entries are counted under the title: ['entry', 'entries']. */
  counted: [one: string, many: string];
  /** The count's colour. */
  countColor: string;
  /** The button that adds an entry: "Add Synonym". */
  addLabel: string;
  onAdd: () => void;
  /** What the list is for, above the search. */
  intro?: ReactNode;
  query: ListStateProps['query'] & { data: T[] | undefined; isSuccess: boolean };
  /** The entries the search words `q` keep. */
  filter: (items: T[], q: string) => T[];
  /** The empty list's words: with no entries at all, and with none matching the search. */
  emptyText: { none: string; noMatch: string };
  columns: string[];
  row: (item: T) => ReactNode;
}

/**
 * A pick list on the System Settings page (a lookup, the skill synonyms): its
 * title and count, Add, a search box, and the table of the entries it finds
 * (its last column the row's actions).
 */
export function SearchableListCard<T>({
  title,
  counted,
  countColor,
  addLabel,
  onAdd,
  intro,
  query,
  filter,
  emptyText,
  columns,
  row,
}: Props<T>) {
  const headingId = useId();
  const [q, setQ] = useState('');
  const items = query.data ?? [];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            <Text size="sm" c={countColor}>
              {query.isSuccess ? plural(items.length, ...counted) : '\u00a0'}
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {addLabel}
          </Button>
        </Group>
        {intro}
        <TextInput
          aria-label={`Search ${title}`}
          placeholder="Search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          maw={360}
        />
        <ListTable
          query={query}
          loadingLabel={`Loading ${title}`}
          errorTitle={`${title} could not be loaded`}
          emptyText={items.length === 0 ? emptyText.none : emptyText.noMatch}
          items={filter(items, q)}
          minWidth={420}
          columns={[...columns, { label: 'Action', w: 110 }]}
          verticalSpacing="xs"
          aria-labelledby={headingId}
          row={row}
        />
      </Stack>
    </Card>
  );
}
