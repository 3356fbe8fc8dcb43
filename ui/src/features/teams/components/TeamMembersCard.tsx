import { StackList } from '@/shared/components/BareList';
import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DashboardCard } from '@/shared/components/DashboardCard';
import { QueryView } from '@/shared/components/QueryView';
import { LoadingRows } from '@/shared/components/LoadingRows';
import { lastActiveText } from '@/shared/team';
import { useTeam } from '../api/team';
import { roleText, splitTeam } from './seats';
import { InitialsAvatar } from '@/shared/components/entity/InitialsAvatar';

/** The dashboard's "Team members" card: who shares the company account, and when they were last active. */
export function TeamMembersCard() {
  const team = useTeam();
  return (
    <DashboardCard title="Team members" id="team-members-card">
      <QueryView
        query={team}
        loading={<LoadingRows label="Loading the team members" height={40} />}
        errorTitle="The team could not be loaded"
      >
        {(data) => (
          <TeamMembers
            accounts={splitTeam(data.members).accounts}
            owner={data.owner}
            canInvite={data.can_invite}
          />
        )}
      </QueryView>
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
      <StackList gap="sm" w="100%">
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
      </StackList>
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
