import { Anchor, Button, Card, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { StageBadge } from '@/shared/components/opportunity/Badges';
import {
  canWithdraw,
  closedUnanswered,
  closesText,
  formatDateTime,
  historyOf,
  parseDate,
  STAGE_LABEL,
  type Application,
} from '@/shared/components/opportunity/model';
import { MessageButton } from '@/shared/components/MessageButton';
import { WithdrawApplicationModal } from '@/shared/components/opportunity/WithdrawApplicationModal';
import { paths } from '@/shared/paths';
import { daysText, wholeDaysSince } from '@/shared/responseTime';

/**
 * "No reply yet · 9 days" while the company has not acted on the
 * application (the server records its first action); null once it has.
 */
export function noReplyText(a: Application, now: Date = new Date()): string | null {
  if (a.stage !== 'applied' || a.first_action_at) return null;
  const days = wholeDaysSince(parseDate(a.created), now);
  return days === 0 ? 'No reply yet' : `No reply yet · ${daysText(days)}`;
}

/** Whether the opportunity is gone: deleted by the company. */
const isDeleted = (a: Application) => !a.opportunity || a.opportunity_status === 'deleted';

/** One of the volunteer's applications with its stage history, oldest first. */
export function ApplicationCard({ application: a }: { application: Application }) {
  const history = historyOf(a);
  const deleted = isDeleted(a);
  const byCompany = a.stage === 'withdrawn' && a.withdrawn_by === 'company';
  const [confirming, setConfirming] = useState(false);
  const waiting = noReplyText(a);
  const closes = closesText(a);

  return (
    <Card withBorder padding="lg" component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {deleted ? (
                a.opportunity_title
              ) : (
                <Anchor component={Link} to={paths.opportunity(a.opportunity)}>
                  {a.opportunity_title}
                </Anchor>
              )}
            </Title>
            <Text size="sm" c="gray.8">
              {a.company_name}
            </Text>
          </div>
          <StageBadge stage={a.stage} size="lg" />
        </Group>
        {waiting !== null ? (
          <Text size="sm" c="gray.8">
            {waiting}
            {closes ? ` · ${closes}` : ''}
          </Text>
        ) : null}
        {closedUnanswered(a) ? (
          <Text size="sm" c="gray.8">
            No response: the company did not answer in time, so we closed it for you.
          </Text>
        ) : null}
        {byCompany ? (
          <Text size="sm" fw={600} c="red.9">
            Withdrawn by the company
          </Text>
        ) : null}
        {!byCompany && (a.opportunity_status === 'closed' || a.opportunity_status === 'hold') ? (
          <Text size="sm" c="gray.7">
            The company is not taking applications for this opportunity now.
          </Text>
        ) : null}
        <Timeline
          active={history.length - 1}
          bulletSize={14}
          lineWidth={2}
          aria-label={`Stages of your application to ${a.opportunity_title}`}
        >
          {history.map((h, i) => (
            <Timeline.Item
              key={`${h.stage}-${h.at}-${i}`}
              title={
                h.stage === 'withdrawn' && byCompany && i === history.length - 1
                  ? 'Withdrawn by the company'
                  : STAGE_LABEL[h.stage]
              }
            >
              <Text size="xs" c="gray.7">
                <time dateTime={h.at}>{formatDateTime(h.at)}</time>
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
        <Group>
          {a.company ? (
            <MessageButton
              party="company"
              company={a.company}
              opportunity={a.opportunity || undefined}
              name={a.company_name || 'the company'}
              size="xs"
            />
          ) : null}
          {canWithdraw(a.stage) ? (
            <Button variant="outline" color="red.8" size="xs" onClick={() => setConfirming(true)}>
              Withdraw
            </Button>
          ) : null}
        </Group>
      </Stack>
      <WithdrawApplicationModal
        applicationId={a.id}
        opened={confirming}
        onClose={() => setConfirming(false)}
      >
        {a.company_name || 'The company'} will no longer consider you for {a.opportunity_title}. You
        cannot apply to it again.
      </WithdrawApplicationModal>
    </Card>
  );
}
