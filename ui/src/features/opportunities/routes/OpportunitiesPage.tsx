import { Box, Button, Group } from '@mantine/core';
import { lazy, useCallback } from 'react';
import { Link } from 'react-router';
import { DebouncedSearchBox } from '@/shared/components/DebouncedSearchBox';
import { ListPageFrame } from '@/shared/components/ListPageFrame';
import { EmptyResults } from '@/shared/components/PageHeading';
import { SaveSearchButton } from '@/shared/savedSearches/SaveSearchButton';
import { useIsOpportunitySaved } from '@/features/opportunities/api/opportunityFavorites';
import { currentUser, useCurrentUser } from '@/shared/auth';
import type { FirstData } from '@/shared/firstData';
import { FavoriteOpportunityButton } from '@/features/opportunities/components/FavoriteOpportunityButton';
import {
  OpportunityCard,
  OpportunityCardSkeleton,
  OpportunityGridList,
} from '@/features/opportunities/components/OpportunityCard';
import { useDeferredQuery } from '@/shared/hooks/useDeferredQuery';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useUrlState } from '@/shared/hooks/useUrlState';
import { opportunitiesQuery, useOpportunities } from '../api/listOpportunities';
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

// The filters' fields (the skills combobox, the category and country
// lists) load with the panel: a phone draws it only when the drawer opens.
const FilterPanel = lazy(() =>
  import('../components/FilterPanel').then((m) => ({ default: m.FilterPanel })),
);

const SKELETONS = 6;

/** The list's page as the address asks for it is the first screen (app/firstDraw.ts). */
export const firstData: FirstData = (client, { request }) => [
  client.prefetchQuery(
    opportunitiesQuery(parseListState(new URL(request.url).searchParams), currentUser()?.id ?? ''),
  ),
];

/**
 * The public opportunity list: search, filters and pagination, all kept in
 * the URL; Open, unexpired opportunities only, newest first.
 */
export function OpportunitiesPage() {
  usePageTitle('Opportunities');
  const [state, commit] = useUrlState(parseListState, serializeListState);
  const user = useCurrentUser();
  const query = useDeferredQuery(useOpportunities(state, user?.id ?? ''));
  const isSaved = useIsOpportunitySaved(user?.role === 'volunteer' ? user.id : null);

  const onSearch = useCallback(
    (q: string, replace: boolean) => commit(withChange(state, { q }), { replace }),
    [commit, state],
  );
  const onChange = (change: Partial<Omit<OpportunityListState, 'page'>>) =>
    commit(withChange(state, change));
  const onClear = () => commit(withoutFilters(state));

  const filterCount = activeFilterCount(state);
  const clearButton = (
    <Button variant="default" onClick={onClear}>
      Clear filters
    </Button>
  );

  return (
    <ListPageFrame
      title="Opportunities"
      intro="Unpaid projects at tech companies: gain real experience and skills."
      toolbar={
        <>
          <DebouncedSearchBox
            label="Search opportunities"
            placeholder="Title, skill or words of the description"
            maxLength={MAX_QUERY}
            value={state.q}
            onSearch={onSearch}
          />
          {user?.role === 'volunteer' && user.verified ? (
            <SaveSearchButton kind="opportunities" userId={user.id} />
          ) : null}
        </>
      }
      filterCount={filterCount}
      filtersAction={
        filterCount > 0 ? (
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            Clear
          </Button>
        ) : null
      }
      panel={(where) => (
        <>
          <FilterPanel state={state} onChange={onChange} idPrefix={where} />
          {where === 'drawer' && filterCount > 0 ? clearButton : null}
        </>
      )}
      query={query}
      noun={['opportunity', 'opportunities']}
      page={state.page}
      onPage={(page, change) => commit({ ...state, page }, change)}
      skeleton={
        <Box role="status" aria-label="Loading opportunities">
          <OpportunityGridList label="Loading">
            {Array.from({ length: SKELETONS }, (_, i) => (
              <li key={i}>
                <OpportunityCardSkeleton />
              </li>
            ))}
          </OpportunityGridList>
        </Box>
      }
      empty={
        <EmptyResults
          title="No opportunities found."
          hint={
            filterCount > 0
              ? 'Try other words, or clear the filters to see more.'
              : state.q
                ? 'Try other words, or clear the search to see every open opportunity.'
                : 'No opportunity is open right now. Come back soon, or browse the companies.'
          }
        >
          <Group justify="center" mt="md">
            {filterCount > 0 ? (
              clearButton
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
        </EmptyResults>
      }
    >
      <OpportunityGridList label="Opportunities">
        {query.data?.items.map((o) => (
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
    </ListPageFrame>
  );
}

export { OpportunitiesPage as Component };
