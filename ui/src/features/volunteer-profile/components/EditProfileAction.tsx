import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';

/**
 * The owner's "Edit profile" button on their public profile. Only the
 * owner sees it, so it loads on its own (lazy in PublicVolunteerPage): the
 * tooltip's positioning code stays out of what a visitor downloads.
 */
export function EditProfileAction({ username }: { username: string }) {
  return (
    <Tooltip label="Edit profile">
      <ActionIcon
        component={Link}
        to={paths.volunteer.edit(username)}
        variant="default"
        size="lg"
        aria-label="Edit profile"
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
