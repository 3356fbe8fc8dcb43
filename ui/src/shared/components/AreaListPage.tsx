import { StackList } from '@/shared/components/BareList';
import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from './PageHeading';
import { LoadErrorAlert } from './LoadErrorAlert';

interface Props<T> {
  title: string;
  intro: string;
  /** The list's query: pending, failed, or loaded. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** What is shown once loaded (the query's data, perhaps filtered). */
  items: readonly T[];
  /** Said to screen readers while loading, e.g. "Loading your applications". */
  loadingLabel: string;
  /** The placeholders drawn while loading. */
  skeleton: ReactNode;
  errorTitle: string;
  /** The empty state: what is missing, what to do next, and where. */
  empty: { title: string; text: string; action: { label: string; to: string } };
  /** The loaded list. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A page of an area that lists the signed-in user's things: its title and
 * introduction, then placeholders while loading, the reason and "Try again"
 * when loading fails, an empty state that says what to do next, or the list.
 */
export function AreaListPage<T>({
  title,
  intro,
  query,
  items,
  loadingLabel,
  skeleton,
  errorTitle,
  empty,
  children,
}: Props<T>) {
  let content;
  if (query.isPending) {
    content = (
      <div role="status" aria-label={loadingLabel}>
        {skeleton}
      </div>
    );
  } else if (query.isError) {
    content = <LoadErrorAlert title={errorTitle} query={query} />;
  } else if (items.length === 0) {
    content = (
      <Paper withBorder p="xl" ta="center">
        <Text fw={600}>{empty.title}</Text>
        <Text size="sm" c="gray.7" mt={4} mb="md">
          {empty.text}
        </Text>
        <Button component={Link} to={empty.action.to}>
          {empty.action.label}
        </Button>
      </Paper>
    );
  } else {
    content = children(items);
  }
  return (
    <Stack gap="lg">
      <PageHeading title={title} intro={intro} />
      {content}
    </Stack>
  );
}

/** Two card-sized placeholders, one under the other. */
export function CardSkeletons({ height }: { height: number }) {
  return (
    <Stack gap="md">
      <Skeleton h={height} />
      <Skeleton h={height} />
    </Stack>
  );
}

/** Cards listed one under another, named for screen readers. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <StackList gap="md" aria-label={label}>
      {children}
    </StackList>
  );
}
