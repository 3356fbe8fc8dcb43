import { memo } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { Link } from 'react-router';
import { companyIdOf, currentUser, useCurrentUser } from '@/shared/auth';
import type { FirstData } from '@/shared/firstData';
import { AccountCard, DashboardCard, DashboardQueryCard } from '@/shared/components/DashboardCard';
import {
  NotificationsCard,
  notificationsCardFirstData,
} from '@/features/notifications/components/NotificationsCard';
import { DashboardHeader } from '@/shared/components/DashboardHeader';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { ResponsiveTable, type ResponsiveColumn } from '@/shared/components/ResponsiveTable';
import { LoadingRows } from '@/shared/components/LoadingRows';
import { StageBadge } from '@/shared/components/opportunity/Badges';
import {
  formatDate,
  formatDateTime,
  type Application,
} from '@/shared/components/opportunity/model';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import {
  companyApplicationsQuery,
  useCompanyApplications,
} from '@/features/applications/api/companyApplications';
import {
  companyCountersQuery,
  useCompanyCounters,
} from '@/features/opportunities/api/companyCounters';
import { onboardingQuery, useOnboarding } from '@/features/company-profile/api/onboarding';
import {
  applicantName,
  recentEvents,
  type StageEvent,
} from '@/features/applications/components/applicants';
import { PostButton } from '@/features/opportunities/components/manage/PostButton';
import { paths } from '@/shared/paths';
import { StatCard } from '@/shared/profile/StatCard';
import { TeamMembersCard, teamMembersFirstData } from '@/features/teams/components/TeamMembersCard';
import { ImpactCard, impactFirstData } from '@/features/projects/components/ImpactCard';
import { InitialsAvatar } from '@/shared/components/entity/InitialsAvatar';

const NEWEST = 5;
const EVENTS = 8;
const CHANGED = 20;

/**
 * Every card's answer: the first screen is drawn with them (index.html
 * starts them: app/preloads.ts), not once more as each arrives.
 */
export const firstData: FirstData = (client) => {
  const user = currentUser();
  if (!user) return [];
  const companyId = companyIdOf(user);
  return [
    client.prefetchQuery(onboardingQuery()),
    client.prefetchQuery(companyCountersQuery(companyId)),
    client.prefetchQuery(companyApplicationsQuery(companyId, 'newest', NEWEST)),
    client.prefetchQuery(companyApplicationsQuery(companyId, 'recently_changed', CHANGED)),
    ...impactFirstData(client, 'company'),
    ...notificationsCardFirstData(client, user),
    ...teamMembersFirstData(client),
  ];
};

export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  const companyId = companyIdOf(user);
  const onboarding = useOnboarding();
  // The server's step and its numbering; nothing is claimed until it answers.
  const unfinished = onboarding.data ? onboarding.data.step < onboarding.data.steps.done : false;
  const counters = useCompanyCounters(companyId);
  const c = counters.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <DashboardHeader />
        {c && c.opportunities > 0 ? <PostButton /> : null}
      </Group>

      {unfinished ? (
        <DashboardCard title="Next step" id="next-step">
          <Text>
            Complete your profile so volunteers can learn about your Tech Company. It takes four
            steps: your company, its details, a plan, and your plans for the business.
          </Text>
          <Button component={Link} to={paths.company.profileCreation} mt="auto">
            Complete your profile
          </Button>
        </DashboardCard>
      ) : null}

      {counters.isError ? (
        <LoadErrorAlert title="Your numbers could not be loaded" query={counters} />
      ) : (
        <section aria-label="Your numbers">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <StatCard size="large" label="Open opportunities" value={c?.openOpportunities} />
            <StatCard size="large" label="Applicants" value={c?.applicants} />
            <StatCard size="large" label="Interviews" value={c?.interviews} />
          </SimpleGrid>
        </section>
      )}

      {c && c.opportunities === 0 ? (
        <DashboardCard title="Your opportunities" id="first-opportunity">
          <Text>
            You have not posted an opportunity yet. Describe what you need help with; volunteers can
            apply as soon as it is Open.
          </Text>
          <Button component={Link} to={paths.company.newOpportunity} mt="auto">
            Post your first opportunity
          </Button>
        </DashboardCard>
      ) : null}

      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
        <NewestApplicants companyId={companyId} />
        <RecentEvents companyId={companyId} />
      </SimpleGrid>

      <ImpactCard of="company" />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <NotificationsCard
          allPath={paths.company.notifications}
          emptyText="No notifications yet. New applications and news about your opportunities will show up here."
        />
        <TeamMembersCard />
        {onboarding.isPending || unfinished ? null : (
          <DashboardCard title="Your profile" id="your-profile">
            <Text>
              Your Tech Company profile is set up. Keep it current: volunteers read it before they
              apply.
            </Text>
            <Button component={Link} to={paths.company.profile} variant="default" mt="auto">
              Edit your profile
            </Button>
          </DashboardCard>
        )}
        <AccountCard
          settingsPath={paths.company.accountSettings}
          text="Change your name, username, password or email address, or delete your account."
        />
      </SimpleGrid>
    </Stack>
  );
}

const opportunityPath = (id: string) => paths.company.opportunity(id);

const newApplicantColumns: ResponsiveColumn<Application>[] = [
  {
    label: 'Name',
    cell: (a) => {
      const name = applicantName(a);
      return (
        <Group gap="xs" wrap="nowrap">
          <InitialsAvatar name={name} src={a.applicant?.photo} alt="" size={28} radius="xl" />
          {a.applicant?.username ? (
            <Anchor component={Link} to={paths.volunteerPublic(a.applicant.username)} size="sm">
              {name}
            </Anchor>
          ) : (
            <Text size="sm">{name}</Text>
          )}
        </Group>
      );
    },
  },
  {
    label: 'Opportunity',
    cell: (a) =>
      a.opportunity ? (
        <Anchor component={Link} to={opportunityPath(a.opportunity)} size="sm">
          {a.opportunity_title}
        </Anchor>
      ) : (
        <Text size="sm">{a.opportunity_title}</Text>
      ),
  },
  { label: 'Stage', cell: (a) => <StageBadge stage={a.stage} /> },
  { label: 'Date', cell: (a) => <Text size="sm">{formatDate(a.created)}</Text> },
];

const NewestApplicants = memo(function NewestApplicants({ companyId }: { companyId: string }) {
  const query = useCompanyApplications(companyId, 'newest', NEWEST);
  return (
    <DashboardQueryCard
      title="New applicants"
      id="new-applicants"
      query={query}
      loading={<LoadingRows label="Loading the new applicants" height={36} />}
      errorTitle="The applicants could not be loaded"
    >
      {(applications) =>
        applications.length === 0 ? (
          <Text>
            No one has applied yet. Applicants appear here as soon as volunteers apply to your Open
            opportunities.
          </Text>
        ) : (
          <ResponsiveTable
            label="New applicants"
            rows={applications}
            rowKey={(a) => a.id}
            columns={newApplicantColumns}
          />
        )
      }
    </DashboardQueryCard>
  );
});

function eventText(e: StageEvent): string {
  switch (e.stage) {
    case 'applied':
      return `${e.applicantName} applied to ${e.opportunityTitle}`;
    case 'withdrawn':
      return `${e.applicantName}'s application to ${e.opportunityTitle} was withdrawn`;
    case 'accepted':
      return `${e.applicantName} was accepted for ${e.opportunityTitle}`;
    case 'rejected':
      return `${e.applicantName} was not selected for ${e.opportunityTitle}`;
    case 'in_review':
      return `${e.applicantName} is in review for ${e.opportunityTitle}`;
    case 'interview':
      return `${e.applicantName} moved to interview for ${e.opportunityTitle}`;
  }
}

const RecentEvents = memo(function RecentEvents({ companyId }: { companyId: string }) {
  const query = useCompanyApplications(companyId, 'recently_changed', CHANGED);
  return (
    <DashboardQueryCard
      title="Recent events"
      id="recent-events"
      query={query}
      loading={<LoadingRows label="Loading the recent events" height={20} />}
      errorTitle="The recent events could not be loaded"
    >
      {(applications) => <EventTimeline events={recentEvents(applications, EVENTS)} />}
    </DashboardQueryCard>
  );
});

function EventTimeline({ events }: { events: StageEvent[] }) {
  if (events.length === 0) {
    return <Text>Nothing has happened yet. New applications and stage changes show here.</Text>;
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label="Recent events">
      {events.map((e, i) => (
        <Timeline.Item key={`${e.applicationId}-${e.at}-${i}`}>
          <Text size="sm">
            {e.opportunityId ? (
              <Anchor component={Link} to={opportunityPath(e.opportunityId)} inherit>
                {eventText(e)}
              </Anchor>
            ) : (
              eventText(e)
            )}
          </Text>
          <Text size="xs" c="gray.7">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            {e.byName ? ` · by ${e.byName}` : null}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export { DashboardPage as Component };
