import { CardHeading, CardSection } from '@/shared/components/CardSection';
import { Alert, Card, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useTeam } from '@/features/teams/api/team';
import type { Team } from '@/features/teams/api/teamTypes';
import { InviteForm } from '@/features/teams/components/InviteForm';
import { SeatsNotice } from '@/features/teams/components/SeatsNotice';
import { InvitationList, MemberList } from '@/features/teams/components/TeamList';
import { seatsPercent, seatsSummary, splitTeam } from '@/features/teams/components/seats';

/**
 * /company/team: who shares the company's account. The owner invites,
 * resends, revokes and removes; members see the team.
 */
export function TeamPage() {
  usePageTitle('Team');
  const team = useTeam();

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1}>Team</Title>
        <Text c="gray.7" mt={4}>
          Everyone on your team shares your company&apos;s profile, opportunities and applicants.
        </Text>
      </div>
      {team.isPending ? (
        <TeamSkeleton />
      ) : team.isError ? (
        <LoadErrorAlert title="Your team could not be loaded" query={team} />
      ) : (
        <TeamView team={team.data} />
      )}
    </Stack>
  );
}

function TeamView({ team }: { team: Team }) {
  const { accounts, invitations } = splitTeam(team.members);
  const alone = accounts.length <= 1 && invitations.length === 0;

  return (
    <>
      <CardSection id="team-seats">
        <Stack gap="sm">
          <CardHeading title="Seats" id="team-seats" />
          <Text fw={600}>{seatsSummary(team)}</Text>
          <Progress
            value={seatsPercent(team)}
            color={team.over_seats ? 'red.8' : 'blue.8'}
            aria-label={seatsSummary(team)}
          />
          <Text size="sm" c="gray.7">
            {team.plan_name
              ? `Your ${team.plan_name} plan includes ${team.seats} ${team.seats === 1 ? 'team member account' : 'team member accounts'}, yours included. Pending invitations hold a seat.`
              : 'Without a plan, your company has one account: yours.'}
          </Text>
          {team.owner ? <SeatsNotice notice={team.notice} link="payments" /> : null}
        </Stack>
      </CardSection>

      {team.owner ? (
        <CardSection id="team-invite">
          <Stack gap="sm">
            <CardHeading title="Invite a teammate" id="team-invite" />
            {alone ? (
              <Text>
                You are the only one on your team. Invite a teammate by email: they choose a
                username and password from the link we send, then share everything your company does
                on Voluntech, except billing and the team, which stay with you.
              </Text>
            ) : null}
            <InviteForm />
          </Stack>
        </CardSection>
      ) : (
        <Alert color="blue" icon={<IconInfoCircle size={20} aria-hidden />}>
          Only the account owner can invite or remove team members. Ask them if someone should join
          or leave.
        </Alert>
      )}

      <MemberList accounts={accounts} manage={team.owner} />
      {team.owner ? <InvitationList invitations={invitations} /> : null}
    </>
  );
}

function TeamSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading your team">
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Skeleton h={24} w={120} />
          <Skeleton h={18} w={260} />
          <Skeleton h={8} />
        </Stack>
      </Card>
      <Skeleton h={64} />
      <Skeleton h={64} />
    </Stack>
  );
}

export { TeamPage as Component };
