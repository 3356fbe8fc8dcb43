import { Button, Group, NativeSelect } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { DebouncedSearchBox } from '@/shared/components/DebouncedSearchBox';
import { ListPageFrame, type ListPageQuery } from '@/shared/components/ListPageFrame';
import { EmptyResults } from '@/shared/components/PageHeading';
import type { DirectoryPage } from '../api/types';
import type { Commit } from '../useListUrlState';
import {
  activeFilterCount,
  MAX_QUERY,
  withFilterValue,
  withoutFilters,
  withoutFilterValue,
  withPage,
  withPerPage,
  withQuery,
  withSingleFilter,
  withSort,
  type ListConfig,
  type ListState,
} from '../urlState';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { useFilterLabels } from './useFilterLabels';

export interface DirectoryQuery<K extends string> extends ListPageQuery {
  data: DirectoryPage<unknown, K> | undefined;
}

interface Props<S extends string, K extends string> {
  title: string;
  intro: string;
  config: ListConfig<S, K>;
  state: ListState<S, K>;
  commit: Commit<S, K>;
  query: DirectoryQuery<K>;
  searchLabel: string;
  searchPlaceholder: string;
  /** The listed thing, singular and plural: ["volunteer", "volunteers"]. */
  noun: [string, string];
  /** What an empty list says, e.g. "No volunteers found.". */
  emptyText: string;
  /** More controls beside the sort (the companies' layout toggle). */
  toolbarExtra?: ReactNode;
  /** A switch between this list and a related one, under the heading. */
  views?: ReactNode;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** The cards of the page. */
  children: ReactNode;
}

/**
 * The frame both directory lists share: heading, search, sort, the filter
 * panel (a side column on wide screens, a drawer on narrow ones), the chips
 * of the filters set, the results and the pagination.
 */
export function DirectoryFrame<S extends string, K extends string>(props: Props<S, K>) {
  const { config, state, commit, query } = props;
  const facets = query.data?.facets;
  const labelOf = useFilterLabels(config.filters, state.filters, facets);
  const filterCount = activeFilterCount(state);

  const onSearch = useCallback(
    (q: string, replace: boolean) => commit(withQuery(state, q), { replace }),
    [commit, state],
  );
  const onSet = (key: K, value: string | null) =>
    commit(withSingleFilter(config, state, key, value));
  const onAdd = (key: K, value: string) => commit(withFilterValue(config, state, key, value));
  const onClear = () => commit(withoutFilters(config, state));

  const panel = (
    <FilterPanel
      specs={config.filters}
      filters={state.filters}
      facets={facets}
      labelOf={labelOf}
      onSet={onSet}
      onAdd={onAdd}
    />
  );

  return (
    <ListPageFrame
      title={props.title}
      intro={props.intro}
      views={props.views}
      toolbar={
        <>
          <DebouncedSearchBox
            label={props.searchLabel}
            maxLength={MAX_QUERY}
            placeholder={props.searchPlaceholder}
            value={state.q}
            onSearch={onSearch}
          />
          <NativeSelect
            label="Sort by"
            data={config.sorts.map((s) => ({ value: s.value, label: s.label }))}
            value={state.sort}
            onChange={(e) => {
              const value = e.currentTarget.value;
              const sort = config.sorts.find((s) => s.value === value);
              if (sort) commit(withSort(state, sort.value));
            }}
            w={{ base: '100%', xs: 200 }}
          />
          {props.toolbarExtra}
        </>
      }
      chips={
        <FilterChips
          specs={config.filters}
          filters={state.filters}
          labelOf={labelOf}
          onRemove={(key, value) => commit(withoutFilterValue(state, key, value))}
          onClear={onClear}
        />
      }
      filterCount={filterCount}
      panel={() => panel}
      query={query}
      noun={props.noun}
      page={state.page}
      onPage={(page, change) => commit(withPage(state, page), change)}
      skeleton={props.skeleton}
      empty={
        <EmptyResults
          title={props.emptyText}
          hint={
            filterCount > 0
              ? 'Try other words, or clear the filters to see more.'
              : 'Try other words.'
          }
        >
          {filterCount > 0 ? (
            <Button variant="default" mt="md" onClick={onClear}>
              Clear filters
            </Button>
          ) : null}
        </EmptyResults>
      }
      foot={(pagination) =>
        query.data && query.data.totalItems > 0 ? (
          <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
            {pagination ?? <span />}
            {config.perPageOptions.length > 1 ? (
              <NativeSelect
                label="Per page"
                data={config.perPageOptions.map(String)}
                value={String(state.perPage)}
                onChange={(e) => commit(withPerPage(config, state, Number(e.currentTarget.value)))}
                w={100}
              />
            ) : null}
          </Group>
        ) : null
      }
    >
      {props.children}
    </ListPageFrame>
  );
}
