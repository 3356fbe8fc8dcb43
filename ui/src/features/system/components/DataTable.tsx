import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column heading, with a width where the column should not stretch. */
export type Column = string | { label: string; w: number };

interface Props extends TableProps {
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth: number;
  columns: Column[];
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/** A system list's table: it scrolls on narrow screens, and its column headings are marked up as such. */
export function DataTable({ minWidth, columns, children, ...table }: Props) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" striped highlightOnHover {...table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) =>
              typeof c === 'string' ? (
                <Table.Th key={c} scope="col">
                  {c}
                </Table.Th>
              ) : (
                <Table.Th key={c.label} scope="col" w={c.w}>
                  {c.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
