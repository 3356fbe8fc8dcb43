import {
  Box,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type SimpleGridProps,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useBelow } from '@/shared/hooks/useBelow';
import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { FilterDrawer, FiltersButton } from './FilterDrawer';
import { LoadErrorAlert } from './LoadErrorAlert';
import { Pagination } from './Pagination';
import { PageHeading } from './PageHeading';
import { formatNumber } from '@/shared/formatNumber';

interface CardGridProps<T> extends Omit<SimpleGridProps, 'children'> {
  /** Names the list for screen readers. */
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  /** The card of one item. */
  children: (item: T) => ReactNode;
  'data-layout'?: string;
}

/** Cards in a grid, as a list named for screen readers. */
export function CardGrid<T>({ label, items, keyOf, children, ...grid }: CardGridProps<T>) {
  return (
    <SimpleGrid
      spacing="md"
      component="ul"
      aria-label={label}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      {...grid}
    >
      {items.map((item) => (
        <li key={keyOf(item)} style={{ minWidth: 0 }}>
          {children(item)}
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The query of one page of a public list. */
export interface ListPageQuery {
  data: { items: readonly unknown[]; totalItems: number; totalPages: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface PageChange {
  replace?: boolean;
  scrollToTop?: boolean;
}

interface ListPageFrameProps {
  title: string;
  intro: string;
  /** A switch between this list and a related one, under the heading. */
  views?: ReactNode;
  /** The search box and the controls beside it; the filters button of narrow screens follows. */
  toolbar: ReactNode;
  /** The chips of the filters set, under the toolbar. */
  chips?: ReactNode;
  /** How many filters are set. */
  filterCount: number;
  /** Beside the filters' heading (a "Clear" button, or null while there is nothing to clear). */
  filtersAction?: ReactNode;
  /** The filter panel where it stands: the side column of wide screens, or the drawer of narrow ones. */
  panel: (where: 'side' | 'drawer') => ReactNode;
  query: ListPageQuery;
  /** The listed thing, singular and plural: ["volunteer", "volunteers"]. */
  noun: [string, string];
  page: number;
  /** Shows another page of the list. */
  onPage: (page: number, change: PageChange) => void;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Shown when the page has no items. */
  empty: ReactNode;
  /** Under the results: the pagination (null when there is one page) and what goes with it. */
  foot?: (pagination: ReactNode) => ReactNode;
  /** The cards of the page. */
  children: ReactNode;
}

/**
 * The frame of a public list (volunteers, companies, opportunities):
 * heading, search, the filter panel (a side column on wide screens, a drawer
 * on narrow ones), how many were found, the results and the pagination.
 */
export function ListPageFrame(props: ListPageFrameProps) {
  const { query, page, onPage, filterCount } = props;
  const [drawerOpened, drawer] = useDisclosure(false);
  // Below Mantine's md breakpoint the side column is hidden (the filters
  // are in the drawer): it is not drawn at all there, so a phone neither
  // renders nor fetches for a panel it cannot show (the lookups behind its
  // fields). Read on the first render, not in an effect, so a wide screen
  // draws the column in its first screen.
  const narrow = useBelow('md');
  const filtersTitleId = useId();
  // A new page starts at the top: focus moves there too, off the page buttons.
  const resultsTop = useRef<HTMLParagraphElement>(null);
  const data = query.data;

  // A page beyond the last (a shared link to a list that has shrunk) shows the last one.
  const lastPage = data && !query.isPlaceholderData ? Math.max(1, data.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) onPage(lastPage, { replace: true });
  }, [lastPage, page, onPage]);

  const [one, many] = props.noun;
  const total = data?.totalItems ?? 0;
  const countText = data
    ? `${formatNumber(total)} ${total === 1 ? one : many}`
    : `Loading ${many}…`;

  let results: ReactNode;
  if (query.isPending) {
    results = props.skeleton;
  } else if (query.isError || !data) {
    results = <LoadErrorAlert title={`The ${many} could not be loaded`} query={query} />;
  } else if (data.items.length === 0) {
    results = props.empty;
  } else {
    results = (
      <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {props.children}
      </Box>
    );
  }

  const pagination =
    data && data.totalPages > 1 ? (
      <Pagination
        page={page}
        total={data.totalPages}
        onChange={(next) => {
          onPage(next, { scrollToTop: true });
          resultsTop.current?.focus({ preventScroll: true });
        }}
      />
    ) : null;

  const withAction = props.filtersAction !== undefined;
  const filtersTitle = (
    <Title order={2} size="h4" mb={withAction ? undefined : 'sm'} id={filtersTitleId}>
      Filters
    </Title>
  );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeading title={props.title} intro={props.intro} />
        {props.views}

        <Group align="flex-end" gap="sm" wrap="wrap">
          {props.toolbar}
          <FiltersButton count={filterCount} onClick={drawer.open} />
        </Group>

        {props.chips}

        <Grid gap="lg">
          {!narrow && (
            <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
              <Paper component="aside" withBorder p="md" aria-labelledby={filtersTitleId}>
                {withAction ? (
                  <Group justify="space-between" mb="sm">
                    {filtersTitle}
                    {props.filtersAction}
                  </Group>
                ) : (
                  filtersTitle
                )}
                <Suspense fallback={null}>{props.panel('side')}</Suspense>
              </Paper>
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="md" aria-busy={query.isPending || query.isPlaceholderData}>
              <Text c="gray.7" size="sm" role="status" ref={resultsTop} tabIndex={-1}>
                {countText}
              </Text>
              {results}
              {props.foot ? props.foot(pagination) : pagination}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      <FilterDrawer
        opened={drawerOpened}
        onClose={drawer.close}
        showLabel={data ? `Show ${countText}` : 'Show results'}
      >
        <Suspense fallback={null}>{props.panel('drawer')}</Suspense>
      </FilterDrawer>
    </Container>
  );
}
