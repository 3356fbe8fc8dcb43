import { Box, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DebouncedSearchBox } from '@/shared/components/DebouncedSearchBox';
import { FilterDrawer, FiltersButton } from '@/shared/components/FilterDrawer';
import { useIsOpportunitySaved } from '@/shared/api/opportunityFavorites';
import { useCurrentUser } from '@/shared/auth';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { FavoriteOpportunityButton } from '@/shared/components/opportunity/FavoriteOpportunityButton';
import {
  OpportunityCard,
  OpportunityCardSkeleton,
  OpportunityGridList,
} from '@/shared/components/opportunity/OpportunityCard';
import { Pagination } from '@/shared/components/Pagination';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useOpportunities } from '../api/listOpportunities';
import { FilterPanel } from '../components/FilterPanel';
import {
  activeFilterCount,
  MAX_QUERY,
  parseListState,
  serializeListState,
  withChange,
  withoutFilters,
  type OpportunityListState,
} from '../urlState';
import { paths } from '@/shared/paths';

const SKELETONS = 6;

/**
 * The public opportunity list: search, filters and pagination, all kept in
 * the URL; Open, unexpired opportunities only, newest first.
 */
export function OpportunitiesPage() {
  usePageTitle('Opportunities');
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => parseListState(new URLSearchParams(search)), [search]);
  const user = useCurrentUser();
  const query = useOpportunities(state, user?.id ?? '');
  const isSaved = useIsOpportunitySaved(user?.role === 'volunteer' ? user.id : null);
  const [drawerOpened, drawer] = useDisclosure(false);
  const filtersTitleId = useId();
  const resultsTop = useRef<HTMLParagraphElement>(null);

  const commit = useCallback(
    (next: OpportunityListState, options: { replace?: boolean; scrollToTop?: boolean } = {}) => {
      const nextParams = serializeListState(next);
      if (nextParams.toString() === search) return;
      setParams(nextParams, {
        replace: options.replace ?? false,
        preventScrollReset: !options.scrollToTop,
      });
    },
    [search, setParams],
  );
  const onSearch = useCallback(
    (q: string, replace: boolean) => commit(withChange(state, { q }), { replace }),
    [commit, state],
  );
  const onChange = (change: Partial<Omit<OpportunityListState, 'page'>>) =>
    commit(withChange(state, change));
  const onClear = () => commit(withoutFilters(state));

  const data = query.data;
  // A page beyond the last (a shared link to a list that shrank) shows the last one.
  const lastPage = data && !query.isPlaceholderData ? Math.max(1, data.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null && state.page > lastPage) {
      commit({ ...state, page: lastPage }, { replace: true });
    }
  }, [lastPage, state, commit]);

  const filterCount = activeFilterCount(state);
  const total = data?.totalItems ?? 0;
  const countText = data
    ? `${total.toLocaleString('en-GB')} ${total === 1 ? 'opportunity' : 'opportunities'}`
    : 'Loading opportunities…';

  let results: ReactNode;
  if (query.isPending) {
    results = (
      <Box role="status" aria-label="Loading opportunities">
        <OpportunityGridList label="Loading">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i}>
              <OpportunityCardSkeleton />
            </li>
          ))}
        </OpportunityGridList>
      </Box>
    );
  } else if (query.isError || !data) {
    results = (
      <LoadErrorAlert
        title="The opportunities could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (data.items.length === 0) {
    results = (
      <Paper withBorder p="xl" ta="center">
        <Text fw={600}>No opportunities found.</Text>
        <Text c="gray.7" size="sm" mt={4}>
          {filterCount > 0
            ? 'Try other words, or clear the filters to see more.'
            : state.q
              ? 'Try other words, or clear the search to see every open opportunity.'
              : 'No opportunity is open right now. Come back soon, or browse the companies.'}
        </Text>
        <Group justify="center" mt="md">
          {filterCount > 0 ? (
            <Button variant="default" onClick={onClear}>
              Clear filters
            </Button>
          ) : state.q ? (
            <Button variant="default" onClick={() => onSearch('', false)}>
              Clear search
            </Button>
          ) : (
            <Button variant="default" component={Link} to={paths.companies}>
              Browse companies
            </Button>
          )}
        </Group>
      </Paper>
    );
  } else {
    results = (
      <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <OpportunityGridList label="Opportunities">
          {data.items.map((o) => (
            <li key={o.id} style={{ minWidth: 0 }}>
              <OpportunityCard
                opportunity={o}
                action={
                  <FavoriteOpportunityButton
                    opportunityId={o.id}
                    title={o.title}
                    saved={isSaved(o.id, Boolean(o.favorite))}
                  />
                }
              />
            </li>
          ))}
        </OpportunityGridList>
      </Box>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Opportunities</Title>
          <Text c="gray.7" mt={4}>
            Unpaid projects at tech companies: gain real experience and skills.
          </Text>
        </div>

        <Group align="flex-end" gap="sm" wrap="wrap">
          <DebouncedSearchBox
            label="Search opportunities"
            placeholder="Title, skill or words of the description"
            maxLength={MAX_QUERY}
            value={state.q}
            onSearch={onSearch}
          />
          <FiltersButton count={filterCount} onClick={drawer.open} />
        </Group>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            <Paper component="aside" withBorder p="md" aria-labelledby={filtersTitleId}>
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4" id={filtersTitleId}>
                  Filters
                </Title>
                {filterCount > 0 ? (
                  <Button variant="subtle" size="compact-sm" onClick={onClear}>
                    Clear
                  </Button>
                ) : null}
              </Group>
              <FilterPanel state={state} onChange={onChange} idPrefix="side" />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="md" aria-busy={query.isPending || query.isPlaceholderData}>
              <Text c="gray.7" size="sm" role="status" ref={resultsTop} tabIndex={-1}>
                {countText}
              </Text>
              {results}
              {data && data.totalPages > 1 ? (
                <Pagination
                  page={state.page}
                  total={data.totalPages}
                  onChange={(page) => {
                    commit({ ...state, page }, { scrollToTop: true });
                    resultsTop.current?.focus({ preventScroll: true });
                  }}
                />
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
        <FilterPanel state={state} onChange={onChange} idPrefix="drawer" />
        {filterCount > 0 ? (
          <Button variant="default" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </FilterDrawer>
    </Container>
  );
}

export { OpportunitiesPage as Component };
