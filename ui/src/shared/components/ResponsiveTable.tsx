import { Box, Group, Paper, Table, Text, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useBelow } from '@/shared/hooks/useBelow';
import { StackList } from './BareList';

/** One column: its heading, and what a row shows in it. */
export interface ResponsiveColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** A width where the column should not stretch (table only). */
  w?: number;
}

export interface ResponsiveTableProps<T> extends Omit<TableProps, 'children'> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The first column names the row: a card's title on a phone. */
  columns: readonly ResponsiveColumn<T>[];
  /** Names the table, and the list of cards on a phone. */
  label: string;
}

/**
 * Records as a table from Mantine's `sm` breakpoint up, and below it (a
 * phone) as a list of cards, one per row: the first column's cell as its
 * title, then each other column as "heading: value". Nothing is hidden or
 * scrolled sideways at any width.
 */
export function ResponsiveTable<T>({
  rows,
  rowKey,
  columns,
  label,
  ...table
}: ResponsiveTableProps<T>) {
  const phone = useBelow('sm');
  const [first, ...rest] = columns;
  if (!first) return null;

  if (phone) {
    return (
      <StackList gap="xs" aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)}>
            <Paper withBorder radius="md" p="sm">
              <Box mb={6}>{first.cell(row)}</Box>
              <Box component="dl" m={0}>
                {rest.map((c) => (
                  <Group key={c.label} gap="xs" justify="space-between" wrap="nowrap" mt={4}>
                    <Text component="dt" size="sm" c="gray.7">
                      {c.label}
                    </Text>
                    <Box component="dd" m={0} ta="right" style={{ minWidth: 0 }}>
                      {c.cell(row)}
                    </Box>
                  </Group>
                ))}
              </Box>
            </Paper>
          </li>
        ))}
      </StackList>
    );
  }

  return (
    <Table verticalSpacing="xs" aria-label={label} {...table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.label} scope="col" w={c.w}>
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((c) => (
              <Table.Td key={c.label}>{c.cell(row)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
