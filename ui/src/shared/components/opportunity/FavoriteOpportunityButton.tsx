import { useLocation, useNavigate } from 'react-router';
import { useToggleOpportunityFavorite } from '@/shared/api/opportunityFavorites';
import { saveReturnPath, useCurrentUser } from '@/shared/auth';
import { errorMessage } from '@/shared/errors';
import { HeartButton } from '@/shared/components/HeartButton';
import { notifications } from '@mantine/notifications';
import { paths } from '@/shared/paths';

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
      void navigate(paths.login);
      return;
    }
    if (toggle.isPending) return;
    toggle.toggle({ opportunityId, save: !saved }, (err) =>
      notifications.show({
        color: 'red',
        title: saved ? 'Not removed' : 'Not saved',
        message: errorMessage(err),
      }),
    );
  };

  return <HeartButton name={title} saved={saved} onClick={onClick} />;
}
