import type { ReactNode } from 'react';
import { companyIdOf, currentUser, useCurrentUser } from '@/shared/auth';
import type { FirstData } from '@/shared/firstData';
import { CardGrid } from '@/shared/components/ListPageFrame';
import { useDeferredQuery } from '@/shared/hooks/useDeferredQuery';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useVolunteerFavorites } from '../api/favorites';
import { useVolunteers, volunteersQuery, type VolunteerListItem } from '../api/volunteers';
import { DirectoryFrame } from '../components/DirectoryFrame';
import { SkeletonGrid } from '../components/SkeletonGrid';
import { VolunteerCard, VolunteerCardSkeleton } from '../components/VolunteerCard';
import { useListUrlState } from '../useListUrlState';
import { parseListState, volunteerList } from '../urlState';

/** The list's page as the address asks for it is the first screen (app/firstDraw.ts). */
export const firstData: FirstData = (client, { request }) => [
  client.prefetchQuery(
    volunteersQuery(
      parseListState(volunteerList, new URL(request.url).searchParams),
      currentUser()?.id ?? '',
    ),
  ),
];

/**
 * The public volunteer list: search,
 * sort, filters with facet counts and pagination, all kept in the URL.
 */
export function VolunteersPage() {
  return <VolunteerDirectory />;
}

/**
 * The volunteer list with what a page around it adds: a switch to another
 * view under the heading, buttons on each card.
 */
export function VolunteerDirectory({
  views,
  actions,
}: {
  views?: ReactNode;
  actions?: (volunteer: VolunteerListItem) => ReactNode;
}) {
  usePageTitle('Volunteers');
  const [state, commit] = useListUrlState(volunteerList);
  const user = useCurrentUser();
  const query = useDeferredQuery(useVolunteers(state, user?.id ?? ''));
  // A team member saves for the whole company.
  const favorites = useVolunteerFavorites(user ? companyIdOf(user) : null);

  // The user's own favourites once loaded; until then what the list said.
  const isSaved = (v: VolunteerListItem) =>
    favorites.data ? favorites.data.some((f) => f.volunteer === v.id) : v.favorited;

  return (
    <DirectoryFrame
      title="Volunteers"
      intro="Skilled people ready to help tech companies, for the experience."
      config={volunteerList}
      state={state}
      commit={commit}
      query={query}
      views={views}
      searchLabel="Search volunteers"
      searchPlaceholder="Name, skill, tag or city"
      noun={['volunteer', 'volunteers']}
      emptyText="No volunteers found."
      skeleton={
        <SkeletonGrid
          label="Loading volunteers"
          cols={{ base: 1, sm: 2 }}
          card={VolunteerCardSkeleton}
        />
      }
    >
      <CardGrid
        cols={{ base: 1, sm: 2 }}
        label="Volunteers"
        items={query.data?.items ?? []}
        keyOf={(v) => v.username}
      >
        {(v) => <VolunteerCard volunteer={v} saved={isSaved(v)} actions={actions?.(v)} />}
      </CardGrid>
    </DirectoryFrame>
  );
}

export { VolunteersPage as Component };
