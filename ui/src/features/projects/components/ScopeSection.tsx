import { Alert, Badge, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { TitledCard } from '@/shared/components/CardSection';
import { QueryView } from '@/shared/components/QueryView';
import { ReasonModal } from '@/shared/components/ReasonModal';
import { formatDay } from '@/shared/engagements/model';
import { errorMessage } from '@/shared/errors';
import { splitServerErrors } from '@/shared/serverErrors';
import { useAnswerScope, useScope, type Scope, type Side } from '../api/scope';
import { COMMENT_MAX, historyLine, SCOPE_STATUS_LABEL, sideName } from '../model';
import { MilestoneItem } from './MilestoneItem';
import { ScopeEditor } from './ScopeEditor';

interface Names {
  company: string;
  volunteer: string;
}

/** A loaded scope as one side sees it. */
interface ScopeProps {
  engagementId: string;
  scope: Scope;
  side: Side;
  names: Names;
  /** The engagement is not completed: the scope may still change. */
  active: boolean;
}

/**
 * An engagement's scope, milestones and history for one side: the company
 * team writes and revises the scope, the volunteer accepts it or asks for
 * changes; once agreed either side proposes a change, the volunteer submits
 * milestones and the team signs them off.
 */
export function ScopeSection(props: Omit<ScopeProps, 'scope'>) {
  const scope = useScope(props.engagementId);
  return (
    <QueryView
      query={scope}
      loading={<Skeleton h={160} role="status" aria-label="Loading the scope" />}
      errorTitle="The scope could not be loaded"
    >
      {(s) => <ScopeView {...props} scope={s} />}
    </QueryView>
  );
}

/** The loaded scope `s`: its summary, milestones and history. */
function ScopeView({ engagementId, scope: s, side, names, active }: ScopeProps) {
  const canAct = active && s.agreed_version > 0;
  return (
    <Stack gap="lg">
      <TitledCard title="Scope" id="scope">
        <ScopeSummary
          engagementId={engagementId}
          scope={s}
          side={side}
          names={names}
          active={active}
        />
      </TitledCard>
      {s.milestones.length > 0 ? (
        <TitledCard title="Milestones" id="milestones">
          <Stack gap="sm">
            {s.next_due ? (
              <Text size="sm">
                Next due date: <strong>{formatDay(s.next_due)}</strong>
              </Text>
            ) : null}
            {s.agreed_version === 0 ? (
              <Text size="sm" c="gray.7">
                Milestones can be submitted once both sides agreed to the scope.
              </Text>
            ) : null}
            {s.milestones.map((m, i) => (
              <MilestoneItem
                key={m.id}
                engagementId={engagementId}
                milestone={m}
                index={i}
                side={side}
                canAct={canAct}
              />
            ))}
          </Stack>
        </TitledCard>
      ) : null}
      {s.history.length > 0 ? (
        <TitledCard title="Scope history" id="scope-history">
          <List spacing="xs" size="sm">
            {[...s.history].reverse().map((v) => (
              <List.Item key={v.version}>
                {historyLine(v)}
                {v.comment ? (
                  <Text size="sm" c="gray.7">
                    {sideName(v.proposed_side, names)}: {v.comment}
                  </Text>
                ) : null}
                {v.answer_comment ? (
                  <Text size="sm" c="gray.7">
                    {sideName(v.proposed_side === 'company' ? 'volunteer' : 'company', names)}:{' '}
                    {v.answer_comment}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        </TitledCard>
      ) : null}
    </Stack>
  );
}

function ScopeSummary({ engagementId, scope: s, side, names, active }: ScopeProps) {
  const answer = useAnswerScope(engagementId);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const waiting = s.status === 'proposed';
  const mine = waiting && s.proposed_side === side;
  const toAnswer = waiting && !mine && active;
  const isChange = s.agreed_version > 0;
  // Who may open the editor: the company team any time the other side is not
  // to answer first; the volunteer only to propose a change of an agreed scope.
  const mayEdit =
    active && !(waiting && !mine) && (side === 'company' || (isChange && s.status !== 'proposed'));

  if (editing) {
    return (
      <ScopeEditor
        engagementId={engagementId}
        scope={s}
        change={isChange}
        onDone={() => setEditing(false)}
      />
    );
  }
  if (s.status === 'draft') {
    return side === 'company' && active ? (
      <Stack gap="sm" align="flex-start">
        <Text>
          Write the scope: the goal, the expected hours per week and the milestones.{' '}
          {names.volunteer} accepts it or asks for changes.
        </Text>
        <Button onClick={() => setEditing(true)}>Write the scope</Button>
      </Stack>
    ) : (
      <Text c="gray.7">{names.company} has not proposed a scope yet.</Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light" tt="none">
          Version {s.version}
        </Badge>
        <Badge
          variant="filled"
          color={s.status === 'agreed' ? 'green.2' : 'yellow.2'}
          c="gray.9"
          tt="none"
        >
          {SCOPE_STATUS_LABEL[s.status]}
        </Badge>
        {isChange && s.status !== 'agreed' ? (
          <Text size="sm" c="gray.7">
            Version {s.agreed_version} stays agreed until this change is answered.
          </Text>
        ) : null}
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{s.goal}</Text>
      <Text size="sm">
        Expected: <strong>{s.hours_per_week} hours per week</strong>
      </Text>
      {s.status === 'change_requested' && s.answer_comment ? (
        <Alert color="orange" title={`${names.volunteer} asked for changes`}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {s.answer_comment}
          </Text>
        </Alert>
      ) : null}
      {mine ? (
        <Text size="sm" c="gray.7">
          Waiting for {side === 'company' ? names.volunteer : names.company} to answer.
        </Text>
      ) : null}
      <Group gap="sm">
        {toAnswer ? (
          <>
            <Button
              loading={answer.isPending && 'accept' in answer.variables}
              onClick={() =>
                answer.mutate(
                  { accept: true },
                  {
                    onSuccess: () =>
                      notifications.show({ color: 'green', message: 'The scope is agreed.' }),
                    onError: (err) =>
                      notifications.show({ color: 'red', message: errorMessage(err) }),
                  },
                )
              }
            >
              {isChange ? 'Accept the change' : 'Accept the scope'}
            </Button>
            <Button variant="default" onClick={() => setAsking(true)}>
              {isChange ? 'Decline the change' : 'Ask for changes'}
            </Button>
          </>
        ) : null}
        {mayEdit ? (
          <Button variant="default" onClick={() => setEditing(true)}>
            {isChange || s.status === 'agreed'
              ? 'Propose a change'
              : s.status === 'change_requested'
                ? 'Revise the scope'
                : 'Edit the proposal'}
          </Button>
        ) : null}
      </Group>
      <ReasonModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={isChange ? 'Decline the change' : 'Ask for changes to the scope'}
        description={isChange ? 'Say why; the agreed scope stays.' : 'Say what should change.'}
        maxLength={COMMENT_MAX}
        requiredMessage="Say what should change."
        confirmLabel={isChange ? 'Decline' : 'Ask for changes'}
        pending={answer.isPending}
        onSubmit={(comment, done, fail) =>
          answer.mutate(
            { comment },
            {
              onSuccess: done,
              onError: (err) =>
                fail(
                  splitServerErrors(err, ['comment'], {
                    fallback: 'Your answer could not be sent. Please try again.',
                  }).fields.comment ?? errorMessage(err),
                ),
            },
          )
        }
      />
    </Stack>
  );
}
