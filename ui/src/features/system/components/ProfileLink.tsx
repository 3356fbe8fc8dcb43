import { Anchor, Text, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props extends AnchorProps {
  /** The public profile's path; null when there is none (a deleted or system account). */
  path: string | null;
  children: ReactNode;
  /** Shown instead of the link when there is no profile; the children by default. */
  fallback?: ReactNode;
}

/** A name that links to its public profile, where there is one. */
export function ProfileLink({ path, children, fallback = children, ...anchor }: Props) {
  if (!path) return fallback;
  return (
    <Anchor component={Link} to={path} {...anchor}>
      {children}
    </Anchor>
  );
}

/** An account in a list: its name in bold, linked to its profile, with the username below. */
export function AccountName({
  path,
  name,
  username,
}: {
  path: string | null;
  name: string;
  username: string;
}) {
  return (
    <>
      <Text size="sm" fw={600}>
        <ProfileLink path={path} inherit>
          {name}
        </ProfileLink>
      </Text>
      <Text size="xs" c="dimmed">
        {username}
      </Text>
    </>
  );
}
