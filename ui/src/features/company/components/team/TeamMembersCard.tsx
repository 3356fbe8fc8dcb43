import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DashboardCard } from '@/shared/components/DashboardCard';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { lastActiveText } from '@/shared/team';
import { useTeam } from '../../api/team';
import { roleText, splitTeam } from './seats';
import { InitialsAvatar } from '@/shared/components/entity/InitialsAvatar';

/** The dashboard's "Team members" card: who shares the company account, and when they were last active. */
export function TeamMembersCard() {
  const team = useTeam();
  return (
    <DashboardCard title="Team members" id="team-members-card">
      {team.isPending ? (
        <Stack gap="xs" w="100%" role="status" aria-label="Loading the team members">
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : team.isError ? (
        <LoadErrorAlert
          title="The team could not be loaded"
          error={team.error}
          onRetry={() => void team.refetch()}
        />
      ) : (
        <TeamMembers
          accounts={splitTeam(team.data.members).accounts}
          owner={team.data.owner}
          canInvite={team.data.can_invite}
        />
      )}
    </DashboardCard>
  );
}

function TeamMembers({
  accounts,
  owner,
  canInvite,
}: {
  accounts: ReturnType<typeof splitTeam>['accounts'];
  owner: boolean;
  canInvite: boolean;
}) {
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} w="100%" style={{ listStyle: 'none' }}>
        {accounts.map((m) => (
          <Group component="li" key={m.id} gap="sm" wrap="nowrap">
            <InitialsAvatar name={m.name} src={m.avatar} alt="" radius="xl" />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {m.name}
              </Text>
              <Text size="xs" c="gray.7">
                {roleText(m)} · {lastActiveText(m.last_active_at)}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
      {accounts.length <= 1 ? (
        <Text size="sm">
          {owner
            ? 'Only you so far. Invite a teammate to share your opportunities and applicants.'
            : 'Only the account owner so far.'}
        </Text>
      ) : null}
      {owner ? (
        <Button component={Link} to="/company/team" variant="default" mt="auto">
          {canInvite ? 'Invite a teammate' : 'Manage your team'}
        </Button>
      ) : null}
    </>
  );
}
