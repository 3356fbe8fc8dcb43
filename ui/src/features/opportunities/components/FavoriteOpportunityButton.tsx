import { useToggleOpportunityFavorite } from '@/features/opportunities/api/opportunityFavorites';
import { useCurrentUser } from '@/shared/auth';
import { HeartButton, notifyNotSaved } from '@/shared/components/HeartButton';

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
  const toggle = useToggleOpportunityFavorite(user?.id ?? '');
  if (user && user.role !== 'volunteer') return null;

  return (
    <HeartButton
      name={title}
      saved={saved}
      busy={toggle.isPending}
      onToggle={() =>
        toggle.toggle({ opportunityId, save: !saved }, (err) => notifyNotSaved(saved, err))
      }
    />
  );
}
