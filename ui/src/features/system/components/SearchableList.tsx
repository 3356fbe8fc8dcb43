import { PagedListTable, searchableListTexts, type PagedListTableProps } from './ListTable';
import { ListToolbar, type ListToolbarProps } from './ListToolbar';
import type { ListControls } from './useListControls';

interface Props<T> extends Omit<
  PagedListTableProps<T>,
  'onPage' | 'loadingLabel' | 'errorTitle' | 'emptyText'
> {
  /** The list's search text, filter and page, which the toolbar edits and the table follows. */
  controls: ListControls;
  /** What the list holds ("companies"), for its loading, error and empty texts. */
  things: string;
  /** The search box's label and placeholder, and the filter beside it. */
  toolbar: Omit<ListToolbarProps, 'controls'>;
}

/**
 * A system list one searches (and filters): the toolbar, then one page of
 * the table, whose empty text says whether a search or filter is on.
 */
export function SearchableList<T>({ controls, things, toolbar, ...table }: Props<T>) {
  return (
    <>
      <ListToolbar controls={controls} {...toolbar} />
      <PagedListTable
        {...searchableListTexts(things, Boolean(controls.q || controls.filter))}
        onPage={controls.setPage}
        {...table}
      />
    </>
  );
}
