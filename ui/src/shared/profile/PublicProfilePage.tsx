import { Box, Grid, Group, Stack, Title } from '@mantine/core';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { useDeferredQuery } from '@/shared/hooks/useDeferredQuery';
import { useCurrentUser } from '@/shared/auth';
import { useUnlistedViewer } from '@/shared/components/profile/NotPublicNotice';
import { PublicProfileLayout } from '@/shared/components/profile/PublicProfileLayout';

type LayoutProps = ComponentProps<typeof PublicProfileLayout>;

interface Props<D> extends Omit<LayoutProps, 'name' | 'query' | 'notPublic' | 'children'> {
  query: LayoutProps['query'] & { data: D | undefined };
  /** The profile's name: the page title once loaded. */
  nameOf: (profile: D) => string;
  /** The username in the address: whose unlisted profile its owner or a superadmin sees. */
  viewed: string;
  /** What the owner or a superadmin sees at the unlisted profile (null for anyone else). */
  notPublic: ComponentType<{ username: string }>;
  children: (profile: D) => ReactNode;
}

/**
 * A public profile page: the frame, the loaded profile, and for the viewers
 * who may know of an unlisted profile (its owner, a superadmin) what they
 * see instead of the not-found page.
 */
export function PublicProfilePage<D>({
  query,
  nameOf,
  viewed,
  notPublic: NotPublic,
  children,
  ...layout
}: Props<D>) {
  const unlistedViewer = useUnlistedViewer(useCurrentUser(), viewed, query.isError) !== null;
  const shown = useDeferredQuery(query);
  return (
    <PublicProfileLayout
      {...layout}
      name={shown.data ? nameOf(shown.data) : undefined}
      query={shown}
      notPublic={unlistedViewer ? <NotPublic username={viewed} /> : null}
    >
      {shown.data ? children(shown.data) : null}
    </PublicProfileLayout>
  );
}

/** The profile's name as the page heading, and beside it what the viewer may do. */
export function ProfileHeading({
  name,
  action,
  nowrap = false,
}: {
  name: string;
  action: ReactNode;
  /** Keeps the action beside a long name. */
  nowrap?: boolean;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap={nowrap ? 'nowrap' : undefined}>
      <Title order={1} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {name}
      </Title>
      {/* The name wraps; the action keeps its width (a phone shows all of "Message"). */}
      <Box style={{ flexShrink: 0 }}>{action}</Box>
    </Group>
  );
}

/** A profile's cards in a wide main column and a narrow side one (stacked on small screens). */
export function ProfileColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">{main}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">{side}</Stack>
      </Grid.Col>
    </Grid>
  );
}
