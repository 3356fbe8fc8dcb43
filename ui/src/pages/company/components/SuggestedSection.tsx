import { companyIdOf, useCurrentUser } from '@/shared/auth';
import { SuggestedVolunteers } from '@/features/matching/components/SuggestedVolunteers';
import { VolunteerCard } from '@/features/directory/components/VolunteerCard';
import { InviteToApplyButton } from '@/features/directory/components/InviteToApplyButton';
import { useVolunteerFavorites } from '@/features/directory/api/favorites';
import { isOpenForApplications, type Opportunity } from '@/shared/components/opportunity/model';

/**
 * "Suggested volunteers" of one of the company's opportunities: the
 * directory's volunteer card, the reasons, and "Invite to apply".
 */
export function SuggestedSection({ opportunity: o }: { opportunity: Opportunity }) {
  const user = useCurrentUser();
  const companyId = companyIdOf(user);
  const favorites = useVolunteerFavorites(user?.id ?? null);
  const saved = new Set((favorites.data ?? []).map((f) => f.volunteer));
  return (
    <SuggestedVolunteers
      opportunityId={o.id}
      open={isOpenForApplications(o)}
      renderCard={(v, reasons) => {
        const volunteer = { ...v, favorited: saved.has(v.id) };
        return (
          <VolunteerCard
            volunteer={volunteer}
            saved={volunteer.favorited}
            actions={
              <>
                {reasons}
                <InviteToApplyButton volunteer={volunteer} companyId={companyId} />
              </>
            }
          />
        );
      }}
    />
  );
}
