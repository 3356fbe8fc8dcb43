import { Anchor, Badge, Breadcrumbs, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { paths } from '@/shared/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { NotFound } from '@/shared/components/NotFound';
import { statusOf } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';

function Crumbs({
  kind,
  kindTo,
  username,
  wrap,
}: {
  kind: string;
  kindTo: string | undefined;
  username: string;
  wrap: boolean;
}) {
  return (
    <Breadcrumbs
      component="nav"
      aria-label="Breadcrumb"
      separator="›"
      styles={{ separator: { color: 'var(--mantine-color-gray-7)' } }}
    >
      <Anchor component={Link} to={paths.home}>
        Home
      </Anchor>
      {kindTo ? (
        <Anchor component={Link} to={kindTo}>
          {kind}
        </Anchor>
      ) : (
        <Text span>{kind}</Text>
      )}
      <Text
        span
        aria-current="page"
        fw={600}
        style={wrap ? { overflowWrap: 'anywhere' } : undefined}
      >
        {username}
      </Text>
    </Breadcrumbs>
  );
}

/** The loading placeholder of a public profile. */
export function ProfileSkeleton({
  label,
  banner = false,
  blocks,
}: {
  label: string;
  /** A cover banner above the avatar. */
  banner?: boolean;
  /** The heights of the cards below the header. */
  blocks: number[];
}) {
  return (
    <Stack gap="lg" role="status" aria-label={label}>
      {banner ? <Skeleton h={160} /> : null}
      <Group gap="md">
        <Skeleton h={96} w={96} circle />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton h={28} w="50%" />
          <Skeleton h={16} w="30%" />
        </Stack>
      </Group>
      {blocks.map((h, i) => (
        <Skeleton key={i} h={h} />
      ))}
    </Stack>
  );
}

/** A profile's tags as a list of badges. */
export function TagList({ tags, flush = false }: { tags: string[]; flush?: boolean }) {
  return (
    <Group
      gap="xs"
      mt="xs"
      component="ul"
      aria-label="Tags"
      p={0}
      m={flush ? 0 : undefined}
      style={{ listStyle: 'none' }}
    >
      {tags.map((tag) => (
        <Badge key={tag} component="li" variant="light" size="lg" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

interface Props {
  /** The breadcrumb's middle step and the page title until the profile loads. */
  kind: string;
  /** Where the breadcrumb's middle step links: the public list of its kind. */
  kindTo?: string;
  /** The breadcrumb's last step. */
  username: string;
  /** The profile's name once it is loaded: the page title. */
  name: string | undefined;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  skeleton: ReactNode;
  errorTitle: string;
  /** Lets a long username in the breadcrumb wrap. */
  wrapUsername?: boolean;
  /**
   * What a viewer who may know of an unlisted profile (its owner, a
   * superadmin) sees instead of the not-found page; null for everyone else.
   */
  notPublic?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a public profile page: breadcrumb, then the loading
 * placeholder, the load error or the profile; the not-found page on a 404.
 */
export function PublicProfileLayout({
  kind,
  kindTo,
  username,
  name,
  query,
  skeleton,
  errorTitle,
  wrapUsername = false,
  notPublic = null,
  children,
}: Props) {
  const missing = query.isError && statusOf(query.error) === 404;
  // NotFound sets its own title; this one must not overwrite it.
  usePageTitle(
    name !== undefined ? name : missing ? (notPublic ? 'Not public yet' : 'Page not found') : kind,
  );

  if (missing && !notPublic) return <NotFound />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Crumbs kind={kind} kindTo={kindTo} username={username} wrap={wrapUsername} />
        {query.isPending ? skeleton : null}
        {missing ? notPublic : null}
        {query.isError && !missing ? <LoadErrorAlert title={errorTitle} query={query} /> : null}
        {children}
      </Stack>
    </Container>
  );
}
