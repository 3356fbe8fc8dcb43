import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '@/shared/components/DataTable';
import { ListFooter } from './ListFooter';
import { ListState, type ListStateProps } from './ListState';

interface ListTableProps<T>
  extends Omit<ListStateProps, 'empty' | 'children'>, Omit<DataTableProps, 'children'> {
  items: T[];
  /** One row of the table (a keyed `Table.Tr`). */
  row: (item: T) => ReactNode;
}

/** A system list's table of `items` inside its states (loading, failed, empty). */
export function ListTable<T>({
  query,
  loadingLabel,
  errorTitle,
  emptyText,
  items,
  row,
  ...table
}: ListTableProps<T>) {
  return (
    <ListState
      query={query}
      loadingLabel={loadingLabel}
      errorTitle={errorTitle}
      empty={items.length === 0}
      emptyText={emptyText}
    >
      <DataTable {...table}>{items.map((item) => row(item))}</DataTable>
    </ListState>
  );
}

export interface PagedListTableProps<T> extends Omit<ListTableProps<T>, 'items'> {
  /** The query of one page of a `/api/system/*` list. */
  query: ListStateProps['query'] & {
    data: { page: number; totalPages: number; totalItems: number; items: T[] } | undefined;
  };
  onPage: (page: number) => void;
  /** What one row is ("company") and, where it is not that with an "s", many ("companies"). */
  noun: string;
  nouns?: string;
  /** Names the pagination landmark, e.g. "Company list pages". */
  pagesLabel: string;
}

/** One page of a system list: its table, then how many there are and Previous/Next. */
export function PagedListTable<T>({
  query,
  onPage,
  noun,
  nouns,
  pagesLabel,
  ...table
}: PagedListTableProps<T>) {
  return (
    <>
      <ListTable query={query} items={query.data?.items ?? []} {...table} />
      <ListFooter data={query.data} noun={noun} nouns={nouns} onPage={onPage} label={pagesLabel} />
    </>
  );
}

/** The loading label and error title of a list of `things` ("companies"). */
export function listTexts(things: string) {
  return { loadingLabel: `Loading ${things}`, errorTitle: `The ${things} could not be loaded` };
}

/** The texts of a list one can search or filter, by whether a search or filter is on. */
export function searchableListTexts(things: string, searching: boolean) {
  return {
    ...listTexts(things),
    emptyText: searching ? `No ${things} match your search.` : `No ${things} yet.`,
  };
}
