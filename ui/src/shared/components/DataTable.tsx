import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column heading, with a width where the column should not stretch. */
export type Column = string | { label: string; w: number };

export interface DataTableProps extends TableProps {
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth: number;
  columns: Column[];
  /** The rows (`Table.Tr`). */
  children: ReactNode;
  /**
   * Names the scroll region of a table without links or buttons, and lets the keyboard focus it so
   * it can be scrolled sideways on a phone (a table with controls is scrolled by tabbing to them).
   */
  scrollLabel?: string;
}

/** A table of records: it scrolls on narrow screens, and its column headings are marked up as such. */
export function DataTable({ minWidth, columns, children, scrollLabel, ...table }: DataTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={
        scrollLabel
          ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } }
          : undefined
      }
    >
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
