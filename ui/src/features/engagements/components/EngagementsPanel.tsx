import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { ConfirmAction } from '@/shared/forms/ConfirmAction';
import { HourEntries } from './HourEntries';
import { QueryView } from '@/shared/components/QueryView';
import { ReasonModal } from '@/shared/components/ReasonModal';
import {
  ENGAGEMENT_STATUS_LABEL,
  formatDay,
  hoursLabel,
  type HourEntry,
} from '@/shared/engagements/model';
import { splitServerErrors } from '@/shared/serverErrors';
import { errorMessage } from '@/shared/errors';
import { useOpportunityEngagements, type EngagementWithHours } from '../api/opportunityEngagements';
import { useDecideHours } from '../api/decideHours';
import { useConfirmEngagement } from '../api/confirmEngagement';

/** Why "Confirm completion" is off: the server's own words. */
const PENDING_FIRST = 'Approve or reject the pending hours first.';
const NO_APPROVED_HOURS = 'Completion needs at least one approved hours entry.';

/** What the page draws under a completed engagement (the company's review of it). */
type ReviewSlot = (engagement: EngagementWithHours) => ReactNode;

/**
 * "Volunteers at work": the accepted volunteers' engagements, their hours
 * to decide and the completion; `review` draws what follows a completed one
 * (the page passes the reviews feature's form).
 */
export function EngagementsPanel({
  opportunityId,
  review,
}: {
  opportunityId: string;
  review?: ReviewSlot;
}) {
  const query = useOpportunityEngagements(opportunityId);
  return (
    <QueryView
      query={query}
      loading={<Skeleton h={120} role="status" aria-label="Loading the volunteers at work" />}
      errorTitle="The volunteers at work could not be loaded"
    >
      {(engagements) =>
        engagements.length === 0 ? (
          <Text c="gray.7">
            No volunteers at work yet. Accept an applicant and their engagement starts here.
          </Text>
        ) : (
          <Stack gap="lg">
            {engagements.map((e) => (
              <EngagementItem key={e.id} engagement={e} review={review} />
            ))}
          </Stack>
        )
      }
    </QueryView>
  );
}

function EngagementItem({
  engagement: e,
  review,
}: {
  engagement: EngagementWithHours;
  review?: ReviewSlot;
}) {
  const decide = useDecideHours();
  const confirm = useConfirmEngagement();
  const [rejecting, setRejecting] = useState<HourEntry | null>(null);
  const [confirming, setConfirming] = useState(false);
  const headingId = `engagement-${e.id}`;
  // The server's rule (hooks/engagements/finish.go), said before the click.
  const blocked =
    e.pending_hours > 0 ? PENDING_FIRST : e.approved_hours <= 0 ? NO_APPROVED_HOURS : null;

  const approve = (entry: HourEntry) =>
    decide.mutate(
      { id: entry.id, approve: true },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: `${hoursLabel(entry.hours)} approved.` }),
        onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
      },
    );

  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby={headingId}
      p="md"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
    >
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {e.volunteer_name}
        </Title>
        <Badge variant="light" tt="none">
          {ENGAGEMENT_STATUS_LABEL[e.status]}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7">
        Since {formatDay(e.accepted_at)} · {hoursLabel(e.approved_hours)} approved
        {e.pending_hours > 0 ? ` · ${hoursLabel(e.pending_hours)} waiting` : ''}
      </Text>
      <Anchor component={Link} to={paths.company.engagement(e.id)} size="sm">
        Scope and milestones of {e.volunteer_name}
      </Anchor>
      {e.entries.length === 0 ? (
        <Text size="sm" c="gray.7">
          No hours logged yet.
        </Text>
      ) : (
        <HourEntries
          entries={e.entries}
          label={`Hours of ${e.volunteer_name}`}
          actions={(entry) =>
            entry.status === 'pending' ? (
              <Group gap="xs" justify="flex-end">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setRejecting(entry)}
                  aria-label={`Reject ${hoursLabel(entry.hours)} on ${formatDay(entry.date)}`}
                >
                  Reject
                </Button>
                <Button
                  size="xs"
                  onClick={() => approve(entry)}
                  loading={decide.isPending && decide.variables.id === entry.id}
                  aria-label={`Approve ${hoursLabel(entry.hours)} on ${formatDay(entry.date)}`}
                >
                  Approve
                </Button>
              </Group>
            ) : null
          }
        />
      )}
      {e.status === 'finish_requested' ? (
        <Alert color="blue">{e.volunteer_name} marked this engagement as finished.</Alert>
      ) : null}
      {e.status !== 'completed' ? (
        <Group justify="flex-end" gap="sm">
          {blocked ? (
            <Text size="sm" c="gray.7" id={`complete-${e.id}`} style={{ flex: '1 1 240px' }}>
              {blocked}
            </Text>
          ) : null}
          <Button
            variant="default"
            onClick={() => setConfirming(true)}
            disabled={blocked !== null}
            aria-describedby={blocked ? `complete-${e.id}` : undefined}
          >
            Confirm completion
          </Button>
        </Group>
      ) : (
        <>
          <Text size="sm">Completed on {formatDay(e.completed_at)}.</Text>
          {review?.(e)}
        </>
      )}

      <RejectModal
        entry={rejecting}
        onClose={() => setRejecting(null)}
        volunteerName={e.volunteer_name}
      />
      <ConfirmAction
        target={confirming ? e : null}
        onClose={() => setConfirming(false)}
        action={confirm}
        title="Confirm completion?"
        confirmLabel="Confirm completion"
        confirmColor="blue.8"
        done={() => ({ message: 'The engagement is completed.' })}
      >
        <Text size="sm">
          The engagement ends. {e.volunteer_name} receives a certificate for the{' '}
          {hoursLabel(e.approved_hours)} you approved.
        </Text>
      </ConfirmAction>
    </Stack>
  );
}

function RejectModal({
  entry,
  onClose,
  volunteerName,
}: {
  entry: HourEntry | null;
  onClose: () => void;
  volunteerName: string;
}) {
  const decide = useDecideHours();
  return (
    <ReasonModal
      opened={entry !== null}
      onClose={onClose}
      title="Reject these hours?"
      description="The volunteer reads it."
      maxLength={500}
      requiredMessage="Give a reason for rejecting these hours."
      confirmLabel="Reject hours"
      confirmColor="red.9"
      pending={decide.isPending}
      onSubmit={(reason, done, fail) => {
        if (!entry) return;
        decide.mutate(
          { id: entry.id, approve: false, reason },
          {
            onSuccess: done,
            onError: (err) => {
              const split = splitServerErrors(err, ['reason'] as const, {
                fallback: 'The hours could not be rejected. Please try again.',
              });
              fail(split.fields.reason ?? split.general);
            },
          },
        );
      }}
    >
      {entry ? (
        <Text size="sm">
          {volunteerName}: {hoursLabel(entry.hours)} on {formatDay(entry.date)}.
        </Text>
      ) : null}
    </ReasonModal>
  );
}
