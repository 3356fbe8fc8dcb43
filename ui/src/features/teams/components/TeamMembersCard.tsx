import type { QueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { StackList } from '@/shared/components/BareList';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DashboardCard } from '@/shared/components/DashboardCard';
import { QueryView } from '@/shared/components/QueryView';
import { LoadingRows } from '@/shared/components/LoadingRows';
import { lastActiveText } from '@/shared/team';
import { paths } from '@/shared/paths';
import { teamQuery, useTeam } from '../api/team';
import { roleText, splitTeam } from './seats';
import { InitialsAvatar } from '@/shared/components/entity/InitialsAvatar';

/** The card's answer, for the dashboard's first screen (its `firstData`). */
export function teamMembersFirstData(client: QueryClient): Promise<void>[] {
  return [client.prefetchQuery(teamQuery)];
}

/** The dashboard's "Team members" card: who shares the company account, and when they were last active. */
export const TeamMembersCard = memo(function TeamMembersCard() {
  return (
    <DashboardCard title="Team members" id="team-members-card">
      <LoadedTeam memberLink={null} />
    </DashboardCard>
  );
});

/**
 * The team as loaded: its accounts, with the owner's link to the team page
 * (to invite or manage) and memberLink for the other members.
 */
function LoadedTeam({ memberLink }: { memberLink: string | null }) {
  const team = useTeam();
  return (
    <QueryView
      query={team}
      loading={<LoadingRows label="Loading the team members" height={40} />}
      errorTitle="The team could not be loaded"
    >
      {(data) => (
        <TeamMembers
          accounts={splitTeam(data.members).accounts}
          owner={data.owner}
          link={data.owner ? ownerLink(data.can_invite) : memberLink}
        />
      )}
    </QueryView>
  );
}

const ownerLink = (canInvite: boolean) => (canInvite ? 'Invite a teammate' : 'Manage your team');

/**
 * The profile editor's "Team Member" tab: who shares the company account,
 * and the way to the team page (invitations and removals are there).
 */
export function TeamTab() {
  return (
    <Stack gap="md" align="flex-start">
      <Text>
        The people who share your company account. Invite and remove them on the team page.
      </Text>
      <LoadedTeam memberLink="Open the team page" />
    </Stack>
  );
}

function TeamMembers({
  accounts,
  owner,
  link,
}: {
  accounts: ReturnType<typeof splitTeam>['accounts'];
  owner: boolean;
  /** The text of the link to the team page, or none. */
  link: string | null;
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
      {link ? (
        <Button component={Link} to={paths.company.team} variant="default" mt="auto">
          {link}
        </Button>
      ) : null}
    </>
  );
}
