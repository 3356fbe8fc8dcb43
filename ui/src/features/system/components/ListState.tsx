import { Box, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';

export interface ListStateProps {
  /** The list's query: pending, failed, or holding (perhaps the previous page's) data. */
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData?: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** Says what loads, e.g. "Loading users". */
  loadingLabel: string;
  /** The alert's title when loading fails. */
  errorTitle: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

/**
 * The states of a list: a spinner while the first page loads, the reason and
 * "Try again" when it fails, an honest empty text, else the list, dimmed
 * while the next page loads.
 */
export function ListState({
  query,
  loadingLabel,
  errorTitle,
  empty,
  emptyText,
  children,
}: ListStateProps) {
  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-label={loadingLabel}>
        <Loader />
      </Center>
    );
  }
  if (query.isError) {
    return <LoadErrorAlert title={errorTitle} query={query} />;
  }
  const refreshing = Boolean(query.isPlaceholderData) && query.isFetching;
  return (
    <Box pos="relative" aria-busy={refreshing || undefined}>
      {refreshing ? (
        <Center
          pos="absolute"
          inset={0}
          style={{ zIndex: 1 }}
          role="status"
          aria-label={loadingLabel}
        >
          <Loader size="sm" />
        </Center>
      ) : null}
      <Box style={{ opacity: refreshing ? 0.5 : 1 }}>
        {empty ? (
          <Text c="dimmed" py="lg" ta="center">
            {emptyText}
          </Text>
        ) : (
          children
        )}
      </Box>
    </Box>
  );
}
