import { StackSection } from '@/shared/components/StackSection';
import { StackList } from '@/shared/components/BareList';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmAction } from '@/shared/forms/ConfirmAction';
import { errorMessage } from '@/shared/errors';
import { lastActiveText } from '@/shared/team';
import { useRemoveTeamMember } from '../api/removeTeamMember';
import { useResendInvitation } from '../api/resendInvitation';
import { useRevokeInvitation } from '../api/revokeInvitation';
import type { TeamMember } from '../api/teamTypes';
import { formatDate } from '@/shared/billing/format';
import { roleText } from './seats';
import { InitialsAvatar } from '@/shared/components/entity/InitialsAvatar';

/** The team's accounts; the owner may remove a member, after a confirmation. */
export function MemberList({ accounts, manage }: { accounts: TeamMember[]; manage: boolean }) {
  const remove = useRemoveTeamMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  return (
    <StackSection title="Members" id="team-members">
      <StackList gap="xs" aria-label="Members">
        {accounts.map((m) => (
          <Paper component="li" key={m.id} withBorder p="sm" radius="md">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
                <InitialsAvatar name={m.name} src={m.avatar} alt="" radius="xl" />
                <div style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="wrap">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {m.name}
                    </Text>
                    <Badge variant="light" color={m.role === 'owner' ? 'blue' : 'gray'} tt="none">
                      {roleText(m)}
                    </Badge>
                  </Group>
                  {m.email ? (
                    <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                      {m.email}
                    </Text>
                  ) : null}
                  <Text size="xs" c="gray.7">
                    {lastActiveText(m.last_active_at)}
                  </Text>
                </div>
              </Group>
              {manage && m.role === 'member' ? (
                <Button
                  variant="default"
                  color="red"
                  size="xs"
                  onClick={() => setRemoving(m)}
                  aria-label={`Remove ${m.name}`}
                >
                  Remove
                </Button>
              ) : null}
            </Group>
          </Paper>
        ))}
      </StackList>
      <ConfirmAction
        target={removing}
        onClose={() => setRemoving(null)}
        action={remove}
        confirmColor="red.8"
        title="Remove this team member?"
        cancelLabel="Keep them"
        confirmLabel="Remove member"
        done={(m) => ({ title: 'Member removed', message: `${m.name} is no longer on your team.` })}
      >
        <Text>
          <strong>{removing?.name}</strong> is signed out at once and their account is deleted.
        </Text>
        <Text>
          What they did stays with your company: their stage moves and edits show them as a former
          team member. Their seat is free for someone else.
        </Text>
      </ConfirmAction>
    </StackSection>
  );
}

/** The owner's pending and expired invitations: resend or revoke. */
export function InvitationList({ invitations }: { invitations: TeamMember[] }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<TeamMember | null>(null);

  const doResend = (m: TeamMember) =>
    resend.mutate(m.id, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: 'Invitation sent again',
          message: `We emailed ${m.email ?? 'them'} a new link. The old one no longer works.`,
        }),
      onError: (err) =>
        notifications.show({
          color: 'red',
          title: 'The invitation was not sent',
          message: errorMessage(err),
        }),
    });

  return (
    <StackSection title="Pending invitations" id="team-invitations">
      {invitations.length === 0 ? (
        <Text c="gray.7">No invitations are waiting for an answer.</Text>
      ) : (
        <StackList gap="xs" aria-label="Pending invitations">
          {invitations.map((m) => {
            const email = m.email ?? '';
            const expired = m.status === 'expired';
            const sending = resend.isPending && resend.variables === m.id;
            return (
              <Paper component="li" key={m.id} withBorder p="sm" radius="md">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <div style={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Group gap={6} wrap="wrap">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {email}
                      </Text>
                      <Badge variant="light" color={expired ? 'red' : 'yellow'} tt="none" c="dark">
                        {expired ? 'Expired' : 'Invited'}
                      </Badge>
                    </Group>
                    <Text size="xs" c="gray.7">
                      {expired
                        ? `Sent on ${formatDate(m.invited_at ?? '')}; the link has expired.`
                        : `Sent on ${formatDate(m.invited_at ?? '')}; the link works until ${formatDate(m.expires_at ?? '')}.`}
                    </Text>
                  </div>
                  <Group gap="xs">
                    <Button
                      variant="default"
                      size="xs"
                      loading={sending}
                      onClick={() => doResend(m)}
                      aria-label={`Resend the invitation to ${email}`}
                    >
                      Resend
                    </Button>
                    <Button
                      variant="default"
                      size="xs"
                      onClick={() => setRevoking(m)}
                      aria-label={`Revoke the invitation to ${email}`}
                    >
                      Revoke
                    </Button>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </StackList>
      )}
      <ConfirmAction
        target={revoking}
        onClose={() => setRevoking(null)}
        action={revoke}
        confirmColor="red.8"
        title="Revoke this invitation?"
        cancelLabel="Keep it"
        confirmLabel="Revoke invitation"
        done={(m) => ({
          title: 'Invitation revoked',
          message: `The link sent to ${m.email ?? 'them'} no longer works.`,
        })}
      >
        <Text>
          The link sent to <strong>{revoking?.email}</strong> stops working and its seat is free
          again. You can invite them later.
        </Text>
      </ConfirmAction>
    </StackSection>
  );
}
