import { PagedListTable, searchableListTexts, type PagedListTableProps } from './ListTable';
import { ListToolbar, type ListToolbarProps } from './ListToolbar';
import type { ListControls } from './useListControls';
import { capitalise } from '../format';

interface Props<T> extends Omit<
  PagedListTableProps<T>,
  'onPage' | 'loadingLabel' | 'errorTitle' | 'emptyText' | 'nouns' | 'pagesLabel'
> {
  /** The list's search text, filter and page, which the toolbar edits and the table follows. */
  controls: ListControls;
  /**
   * What the list holds, one ("company") and many ("companies"): its search
   * box ("Search companies"), loading, error and empty texts, count and pages
   * ("Company list pages") say it.
   */
  noun: string;
  things: string;
  /** The search box's placeholder, and the filter beside it. */
  toolbar: Omit<ListToolbarProps, 'controls' | 'searchLabel'>;
}

/**
 * A system list one searches (and filters): the toolbar, then one page of
 * the table, whose empty text says whether a search or filter is on.
 */
export function SearchableList<T>({ controls, noun, things, toolbar, ...table }: Props<T>) {
  return (
    <>
      <ListToolbar controls={controls} searchLabel={`Search ${things}`} {...toolbar} />
      <PagedListTable
        {...searchableListTexts(things, Boolean(controls.q || controls.filter))}
        onPage={controls.setPage}
        noun={noun}
        nouns={things}
        pagesLabel={`${capitalise(noun)} list pages`}
        {...table}
      />
    </>
  );
}
