import { memo } from 'react';
import { LoadingBars } from '@/shared/components/LoadingBars';
import { StackList } from '@/shared/components/BareList';
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { currentUser, useCurrentUser } from '@/shared/auth';
import type { FirstData } from '@/shared/firstData';
import { AccountCard, DashboardCard, DashboardQueryCard } from '@/shared/components/DashboardCard';
import {
  NotificationsCard,
  notificationsCardFirstData,
} from '@/features/notifications/components/NotificationsCard';
import { DashboardHeader } from '@/shared/components/DashboardHeader';
import { StageBadge } from '@/shared/components/opportunity/Badges';
import { OpportunityCard } from '@/features/opportunities/components/OpportunityCard';
import { formatDate } from '@/shared/components/opportunity/model';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { RecommendedList } from '@/features/matching/components/RecommendedList';
import { myApplicationsQuery, useMyApplications } from '@/features/applications/api/myApplications';
import {
  savedOpportunitiesQuery,
  useSavedOpportunities,
} from '@/features/opportunities/api/savedOpportunities';
import {
  useVolunteerProfile,
  volunteerProfileQuery,
} from '@/features/volunteer-profile/api/volunteerProfile';
import { recommendationsQuery } from '@/features/matching/api/recommendations';
import { Counter } from './dashboard/Counter';
import { activeCount, countByStage } from '@/features/applications/stageCounts';
import { ThankYouCard } from './dashboard/ThankYouCard';
import { paths } from '@/shared/paths';

const STATUS_ROWS = 5;
const RECOMMENDED = 4;

/**
 * Every card's answer: the first screen is drawn with them (index.html
 * starts them: app/preloads.ts), not once more as each arrives.
 */
export const firstData: FirstData = (client) => {
  const user = currentUser();
  if (!user) return [];
  return [
    client.prefetchQuery(volunteerProfileQuery(user.id)),
    client.prefetchQuery(myApplicationsQuery(user.id)),
    client.prefetchQuery(savedOpportunitiesQuery(user.id)),
    client.prefetchQuery(recommendationsQuery(user.id, 1, RECOMMENDED)),
    ...notificationsCardFirstData(client, user),
  ];
};

export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  const userId = user?.id ?? '';
  const profile = useVolunteerProfile();
  const unfinished = profile.data ? profile.data.step < profile.data.steps.done : false;
  const applications = useMyApplications(userId);
  const saved = useSavedOpportunities(userId);
  const counts = applications.data ? countByStage(applications.data) : null;

  return (
    <Stack gap="lg">
      <ThankYouCard />
      <DashboardHeader />

      {unfinished ? (
        <DashboardCard title="Next step" id="next-step">
          <Text>
            Complete your profile so tech companies can learn about you: your motivation, your basic
            information, your professional experience and your career aspirations. You can apply to
            opportunities once it is complete.
          </Text>
          <Button component={Link} to={paths.volunteer.profileCreation} mt="auto">
            Complete your profile
          </Button>
        </DashboardCard>
      ) : null}

      <section aria-label="Your numbers">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
          <Counter label="Active applications" value={counts ? activeCount(counts) : undefined} />
          <Counter label="In Review" value={counts?.in_review} />
          <Counter label="Interview" value={counts?.interview} />
          <Counter label="Accepted" value={counts?.accepted} />
          <Counter label="Saved" value={saved.data?.length} />
        </SimpleGrid>
      </section>

      <DashboardQueryCard
        title="Application statuses"
        id="application-statuses"
        query={applications}
        loading={
          <LoadingBars label="Loading your applications" gap="xs" w="100%" bars={[20, 20]} />
        }
        errorTitle="Your applications could not be loaded"
      >
        {(applied) =>
          applied.length === 0 ? (
            <>
              <Text>
                You have not applied yet. Pick an opportunity below, or browse them all, and apply
                with a short note.
              </Text>
              <Button component={Link} to={paths.opportunities} variant="default" mt="auto">
                Browse opportunities
              </Button>
            </>
          ) : (
            <>
              <StackList gap="xs" w="100%" aria-label="Your latest applications">
                {applied.slice(0, STATUS_ROWS).map((a) => (
                  <Group component="li" key={a.id} justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {a.opportunity_title}
                      </Text>
                      <Text size="xs" c="gray.7" truncate>
                        {a.company_name} · {formatDate(a.updated)}
                      </Text>
                    </div>
                    <StageBadge stage={a.stage} flex="none" />
                  </Group>
                ))}
              </StackList>
              <Button
                component={Link}
                to={paths.volunteer.opportunities}
                variant="default"
                mt="auto"
              >
                See all my applications
              </Button>
            </>
          )
        }
      </DashboardQueryCard>

      <Recommended
        userId={userId}
        profilePath={user ? paths.volunteer.edit(user.username) : paths.volunteer.profileCreation}
      />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <NotificationsCard
          allPath={paths.volunteer.notifications}
          emptyText="No notifications yet. Apply to an opportunity and news about your application will show up here."
        />
        {unfinished || !user ? null : (
          <DashboardCard title="Your profile" id="your-profile">
            <Text>Your volunteer profile is set up. Companies read it with your applications.</Text>
            <Button
              component={Link}
              to={paths.volunteerPublic(user.username)}
              variant="light"
              mt="auto"
            >
              View my public profile
            </Button>
          </DashboardCard>
        )}
        <AccountCard
          settingsPath={paths.volunteer.accountSettings}
          text="Change your name, username, password or email address, or delete your account."
        />
      </SimpleGrid>
    </Stack>
  );
}

const Recommended = memo(function Recommended({
  userId,
  profilePath,
}: {
  userId: string;
  profilePath: string;
}) {
  return (
    <DashboardCard title="Recommended for you" id="recommended-for-you">
      <Text c="gray.7">Open opportunities that fit your profile, and why.</Text>
      <RecommendedList
        userId={userId}
        perPage={RECOMMENDED}
        profilePath={profilePath}
        label="Recommended opportunities"
        renderCard={(o, footer) => (
          <OpportunityCard opportunity={o} headingOrder={3} footer={footer} />
        )}
      />
      <Group gap="md">
        <Anchor component={Link} to={paths.volunteer.recommended} c="blue.8">
          See all recommendations
        </Anchor>
        <Anchor component={Link} to={paths.opportunities} c="blue.8">
          Browse all opportunities
        </Anchor>
        <Anchor component={Link} to={paths.volunteer.savedSearches} c="blue.8">
          Your saved searches
        </Anchor>
      </Group>
    </DashboardCard>
  );
});

export { DashboardPage as Component };
