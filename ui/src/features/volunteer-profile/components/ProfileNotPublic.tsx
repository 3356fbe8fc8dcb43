import { Button, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import {
  NotPublicNotice,
  UnlistedForSuperadmin,
  viewerOf,
} from '@/shared/components/profile/NotPublicNotice';
import { paths } from '@/shared/paths';
import { SCREEN_LABELS, screensLeft } from './wizardSteps';

/**
 * What the owner or a superadmin sees at an unlisted volunteer profile; null
 * for anyone else, who gets the not-found page.
 */
export function VolunteerNotPublic({ username }: { username: string }) {
  const viewer = useCurrentUser();
  const who = viewerOf(viewer, username);
  if (who === 'superadmin') return <UnlistedForSuperadmin username={username} />;
  if (who !== 'owner' || !viewer) return null;
  const left = screensLeft(viewer.profile_step);
  return (
    <NotPublicNotice title="Your profile is not public yet">
      <Text size="sm">
        Volunteers appear in the directory once every step of their profile is saved.
        {left.length > 0 ? ' Steps left:' : ''}
      </Text>
      {left.length > 0 ? (
        <List size="sm" aria-label="Steps left">
          {left.map((key) => (
            <List.Item key={key}>{SCREEN_LABELS[key]}</List.Item>
          ))}
        </List>
      ) : null}
      <div>
        <Button component={Link} to={paths.volunteer.profileCreation} size="sm">
          Continue your profile
        </Button>
      </div>
    </NotPublicNotice>
  );
}
