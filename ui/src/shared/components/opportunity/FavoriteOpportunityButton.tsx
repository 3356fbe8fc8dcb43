import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useToggleOpportunityFavorite } from '@/shared/api/opportunityFavorites';
import { saveReturnPath, useCurrentUser } from '@/shared/auth';
import { errorMessage } from '@/shared/errors';
import classes from './OpportunityCard.module.css';
import { notify } from './notify';

interface Props {
  opportunityId: string;
  title: string;
  saved: boolean;
}

/**
 * The heart of an opportunity: saves it for a volunteer, or sends a guest to
 * log in and back. Companies and superadmins see no heart.
 */
export function FavoriteOpportunityButton({ opportunityId, title, saved }: Props) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useToggleOpportunityFavorite(user?.id ?? '');
  if (user && user.role !== 'volunteer') return null;

  const onClick = () => {
    if (!user) {
      saveReturnPath(location.pathname + location.search);
      void navigate('/login');
      return;
    }
    if (toggle.isPending) return;
    toggle.toggle({ opportunityId, save: !saved }, (err) =>
      notify({
        color: 'red',
        title: saved ? 'Not removed' : 'Not saved',
        message: errorMessage(err),
      }),
    );
  };

  return (
    <Tooltip label={saved ? 'Remove from saved' : 'Save'} withinPortal>
      <ActionIcon
        className={classes.above}
        variant="subtle"
        color="red.8"
        size="lg"
        radius="xl"
        aria-label={saved ? `Remove ${title} from saved` : `Save ${title}`}
        aria-pressed={saved}
        onClick={onClick}
      >
        {saved ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
