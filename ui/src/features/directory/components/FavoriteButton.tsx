import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from 'react-router';
import { companyIdOf, saveReturnPath, useCurrentUser } from '@/shared/auth';
import { HeartButton } from '@/shared/components/HeartButton';
import { errorMessage, GENERIC_ERROR } from '@/shared/errors';
import { useToggleVolunteerFavorite } from '../api/favorites';

interface Props {
  /** The volunteer's user id. */
  volunteerId: string;
  name: string;
  saved: boolean;
}

/**
 * The heart of a volunteer card: saves the volunteer for the signed-in user,
 * or sends a guest to log in and back to this list.
 */
export function FavoriteButton({ volunteerId, name, saved }: Props) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useToggleVolunteerFavorite(companyIdOf(user));

  const onClick = () => {
    if (!user) {
      saveReturnPath(location.pathname + location.search);
      void navigate('/login');
      return;
    }
    // One change at a time per card: a removal needs the saved record's id.
    if (toggle.isPending) return;
    if (!volunteerId) {
      // A list without user ids cannot point a favourite at anyone.
      notifications.show({ color: 'red', title: 'Not saved', message: GENERIC_ERROR });
      return;
    }
    toggle.toggle({ volunteerId, save: !saved }, (err) =>
      notifications.show({
        color: 'red',
        title: saved ? 'Not removed' : 'Not saved',
        message: errorMessage(err),
      }),
    );
  };

  return <HeartButton name={name} saved={saved} onClick={onClick} />;
}
