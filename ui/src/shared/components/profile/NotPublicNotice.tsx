import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAccountExists } from '@/shared/api/accountExists';
import type { User } from '@/shared/types';
import { paths } from '@/shared/paths';

/**
 * Why a profile the viewer may know of is not listed, and where to go
 * instead. The public read path answers 404 for an unverified or unfinished
 * account, which alone would tell its owner or a superadmin nothing.
 */
export function NotPublicNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      variant="light"
      color="blue"
      // The notice stands in for the profile, so its title is the page's heading.
      title={
        <Title order={1} size="h4">
          {title}
        </Title>
      }
      icon={<IconEyeOff size={20} aria-hidden />}
      role="region"
      aria-label={title}
    >
      <Stack gap="sm">{children}</Stack>
    </Alert>
  );
}

/** A superadmin reaching an unlisted profile: the account in the system area instead. */
export function UnlistedForSuperadmin({ username }: { username: string }) {
  return (
    <NotPublicNotice title="This profile is not public">
      <Text size="sm">
        The account has not verified its email or not finished its profile, so visitors get a
        &quot;Page not found&quot; here.
      </Text>
      <div>
        <Button
          component={Link}
          to={`${paths.system.systemSettings}?q=${encodeURIComponent(username)}`}
          size="sm"
        >
          Open in System Settings
        </Button>
      </div>
    </NotPublicNotice>
  );
}

/** Who the viewer is to the profile at `username`: its owner, a superadmin, or anyone else. */
export function viewerOf(viewer: User | null, username: string): 'owner' | 'superadmin' | null {
  if (!viewer) return null;
  if (viewer.username.toLowerCase() === username.toLowerCase()) return 'owner';
  return viewer.role === 'superadmin' ? 'superadmin' : null;
}

/**
 * viewerOf for a profile that answered 404: a superadmin counts only when
 * the account exists (a deleted or mistyped one is simply not found).
 */
export function useUnlistedViewer(
  viewer: User | null,
  username: string,
  notFound: boolean,
): 'owner' | 'superadmin' | null {
  const who = viewerOf(viewer, username);
  const exists = useAccountExists(username, who === 'superadmin' && notFound);
  if (who === 'superadmin') return exists.data === true ? who : null;
  return who;
}
