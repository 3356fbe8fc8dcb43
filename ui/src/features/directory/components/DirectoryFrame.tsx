import {
  Box,
  Button,
  Container,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { DebouncedSearchBox } from '@/shared/components/DebouncedSearchBox';
import { FilterDrawer, FiltersButton } from '@/shared/components/FilterDrawer';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { Pagination } from '@/shared/components/Pagination';
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

export interface DirectoryQuery<K extends string> {
  data: DirectoryPage<unknown, K> | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
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
  const { config, state, commit, query, noun, children } = props;
  const [drawerOpened, drawer] = useDisclosure(false);
  const filtersTitleId = useId();
  // A new page starts at the top: focus moves there too, off the page buttons.
  const resultsTop = useRef<HTMLParagraphElement>(null);
  const data = query.data;
  const facets = data?.facets;
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

  // A page beyond the last (a shared link to a list that has shrunk) shows the last one.
  const lastPage = data && !query.isPlaceholderData ? Math.max(1, data.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null && state.page > lastPage) {
      commit(withPage(state, lastPage), { replace: true });
    }
  }, [lastPage, state, commit]);

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

  const [one, many] = noun;
  const total = data?.totalItems ?? 0;
  const countText = data
    ? `${total.toLocaleString('en-GB')} ${total === 1 ? one : many}`
    : `Loading ${many}…`;

  let results: ReactNode;
  if (query.isPending) {
    results = props.skeleton;
  } else if (query.isError || !data) {
    results = (
      <LoadErrorAlert
        title={`The ${many} could not be loaded`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (data.items.length === 0) {
    results = (
      <Paper withBorder p="xl" ta="center">
        <Text fw={600}>{props.emptyText}</Text>
        <Text c="gray.7" size="sm" mt={4}>
          {filterCount > 0
            ? 'Try other words, or clear the filters to see more.'
            : 'Try other words.'}
        </Text>
        {filterCount > 0 ? (
          <Button variant="default" mt="md" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </Paper>
    );
  } else {
    results = (
      <Box
        style={{
          opacity: query.isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {children}
      </Box>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{props.title}</Title>
          <Text c="gray.7" mt={4}>
            {props.intro}
          </Text>
        </div>
        {props.views}

        <Group align="flex-end" gap="sm" wrap="wrap">
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
          <FiltersButton count={filterCount} onClick={drawer.open} />
        </Group>

        <FilterChips
          specs={config.filters}
          filters={state.filters}
          labelOf={labelOf}
          onRemove={(key, value) => commit(withoutFilterValue(state, key, value))}
          onClear={onClear}
        />

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            <Paper component="aside" withBorder p="md" aria-labelledby={filtersTitleId}>
              <Title order={2} size="h4" mb="sm" id={filtersTitleId}>
                Filters
              </Title>
              {panel}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="md" aria-busy={query.isPending || query.isPlaceholderData}>
              <Text c="gray.7" size="sm" role="status" ref={resultsTop} tabIndex={-1}>
                {countText}
              </Text>
              {results}
              {data && total > 0 ? (
                <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
                  {data.totalPages > 1 ? (
                    <Pagination
                      page={state.page}
                      total={data.totalPages}
                      onChange={(page) => {
                        commit(withPage(state, page), { scrollToTop: true });
                        resultsTop.current?.focus({ preventScroll: true });
                      }}
                    />
                  ) : (
                    <span />
                  )}
                  {config.perPageOptions.length > 1 ? (
                    <NativeSelect
                      label="Per page"
                      data={config.perPageOptions.map(String)}
                      value={String(state.perPage)}
                      onChange={(e) =>
                        commit(withPerPage(config, state, Number(e.currentTarget.value)))
                      }
                      w={100}
                    />
                  ) : null}
                </Group>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      <FilterDrawer
        opened={drawerOpened}
        onClose={drawer.close}
        showLabel={data ? `Show ${countText}` : 'Show results'}
      >
        {panel}
      </FilterDrawer>
    </Container>
  );
}
