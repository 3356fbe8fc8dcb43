import { currentUser, useCurrentUser } from '@/shared/auth';
import type { FirstData } from '@/shared/firstData';
import { AreaListPage, CardList, CardSkeletons } from '@/shared/components/AreaListPage';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { myApplicationsQuery, useMyApplications } from '@/features/applications/api/myApplications';
import { ApplicationCard } from '@/features/applications/components/ApplicationCard';
import { paths } from '@/shared/paths';

/** The applications, for the first screen (index.html starts them: app/preloads.ts). */
export const firstData: FirstData = (client) => [
  client.prefetchQuery(myApplicationsQuery(currentUser()?.id ?? '')),
];

/** The volunteer's applications, each with its stage history. */
export function MyOpportunitiesPage() {
  usePageTitle('My Opportunities');
  const user = useCurrentUser();
  const query = useMyApplications(user?.id ?? '');

  return (
    <AreaListPage
      title="My Opportunities"
      intro="The opportunities you applied to and where each application stands."
      query={query}
      items={query.data ?? []}
      loadingLabel="Loading your applications"
      skeleton={<CardSkeletons height={140} />}
      errorTitle="Your applications could not be loaded"
      empty={{
        title: 'You have not applied to an opportunity yet.',
        text: 'Find one that fits your skills and apply with a short note.',
        action: { label: 'Find opportunities', to: paths.opportunities },
      }}
    >
      {(items) => (
        <CardList label="Your applications">
          {items.map((a) => (
            <li key={a.id}>
              <ApplicationCard application={a} />
            </li>
          ))}
        </CardList>
      )}
    </AreaListPage>
  );
}

export { MyOpportunitiesPage as Component };
