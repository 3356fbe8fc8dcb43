import { companyIdOf, useCurrentUser } from '@/shared/auth';
import { HeartButton, notifyNotSaved } from '@/shared/components/HeartButton';
import { GENERIC_ERROR } from '@/shared/errors';
import { useToggleVolunteerFavorite } from '../api/favorites';
import { notifyFailed } from '@/shared/notifySaved';

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
  const toggle = useToggleVolunteerFavorite(companyIdOf(user));

  const onToggle = () => {
    if (!volunteerId) {
      // A list without user ids cannot point a favourite at anyone.
      notifyFailed(GENERIC_ERROR, 'Not saved');
      return;
    }
    toggle.toggle({ targetId: volunteerId, save: !saved }, (err) => notifyNotSaved(saved, err));
  };

  return <HeartButton name={name} saved={saved} busy={toggle.isPending} onToggle={onToggle} />;
}
