import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useWithdrawApplication } from '@/shared/api/withdrawApplication';
import { StageBadge } from '@/shared/components/opportunity/Badges';
import {
  canWithdraw,
  formatDateTime,
  historyOf,
  STAGE_LABEL,
  type Application,
} from '@/shared/components/opportunity/model';
import { errorMessage } from '@/shared/errors';
import { notify } from '@/shared/components/opportunity/notify';

/** Whether the opportunity is gone: deleted by the company. */
const isDeleted = (a: Application) => !a.opportunity || a.opportunity_status === 'deleted';

/** One of the volunteer's applications with its stage history, oldest first. */
export function ApplicationCard({ application: a }: { application: Application }) {
  const history = historyOf(a);
  const deleted = isDeleted(a);
  const byCompany = a.stage === 'withdrawn' && a.withdrawn_by === 'company';
  const [confirming, setConfirming] = useState(false);

  return (
    <Card withBorder padding="lg" component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {deleted ? (
                a.opportunity_title
              ) : (
                <Anchor component={Link} to={`/opportunities/${encodeURIComponent(a.opportunity)}`}>
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
        {canWithdraw(a.stage) ? (
          <Group>
            <Button variant="outline" color="red.8" size="xs" onClick={() => setConfirming(true)}>
              Withdraw
            </Button>
          </Group>
        ) : null}
      </Stack>
      <WithdrawModal application={a} opened={confirming} onClose={() => setConfirming(false)} />
    </Card>
  );
}

function WithdrawModal({
  application: a,
  opened,
  onClose,
}: {
  application: Application;
  opened: boolean;
  onClose: () => void;
}) {
  const withdraw = useWithdrawApplication();
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Withdraw your application?"
      centered
    >
      <Stack gap="md">
        <Text>
          {a.company_name || 'The company'} will no longer consider you for {a.opportunity_title}.
          You cannot apply to it again.
        </Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep my application
          </Button>
          <Button
            color="red.8"
            loading={withdraw.isPending}
            onClick={() => {
              setError(null);
              withdraw.mutate(a.id, {
                onSuccess: () => {
                  onClose();
                  notify({ color: 'green', message: 'Application withdrawn.' });
                },
                onError: (err) => setError(errorMessage(err)),
              });
            }}
          >
            Withdraw
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
