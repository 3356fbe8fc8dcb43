import { StackSection } from '@/shared/components/StackSection';
import { StackList } from '@/shared/components/BareList';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Pagination } from '@/shared/components/Pagination';
import { StatusSwitch, useStatusPages } from '@/shared/components/StatusSwitch';
import { Stars } from '@/shared/components/Stars';
import { formatDay } from '@/shared/engagements/model';
import { errorMessage } from '@/shared/errors';
import { useModerateReview } from '../api/moderateReview';
import {
  useReportedReviews,
  type QueuedReview,
  type ReviewQueueStatus,
} from '../api/reportedReviews';
import { ListState } from './ListState';
import { notifyDone, notifyFailed } from '@/shared/notifySaved';

const STATUS_LABEL: Record<ReviewQueueStatus, string> = {
  open: 'Reported',
  hidden: 'Hidden',
};

/** Reported reviews: a superadmin hides one from the public pages or keeps it; hidden ones can be restored. */
export function ReviewsPanel() {
  const { status, setStatus, page, setPage } = useStatusPages<ReviewQueueStatus>('open');
  const query = useReportedReviews(status, page);
  const items = query.data?.items ?? [];
  return (
    <StackSection title="Reported reviews" id="reviews-heading">
      <StatusSwitch
        label="Reviews to show"
        labels={STATUS_LABEL}
        value={status}
        onChange={setStatus}
      />
      <ListState
        query={query}
        loadingLabel="Loading reported reviews"
        errorTitle="The reported reviews could not be loaded"
        empty={items.length === 0}
        emptyText={
          status === 'open'
            ? 'No reported reviews. Reviews people report show here for you to hide or keep.'
            : 'No hidden reviews.'
        }
      >
        <StackList gap="md">
          {items.map((r) => (
            <QueuedItem key={r.id} review={r} />
          ))}
        </StackList>
      </ListState>
      {(query.data?.totalPages ?? 0) > 1 ? (
        <Pagination total={query.data?.totalPages ?? 1} page={page} onChange={setPage} />
      ) : null}
    </StackSection>
  );
}

function QueuedItem({ review: r }: { review: QueuedReview }) {
  const moderate = useModerateReview();
  const [author, about] =
    r.author_side === 'volunteer'
      ? [r.volunteer_name, r.company_name]
      : [r.company_name, r.volunteer_name];
  const act = (action: 'hide' | 'restore') =>
    moderate.mutate(
      { id: r.id, action },
      {
        onSuccess: () =>
          notifyDone(
            action === 'hide'
              ? 'The review is hidden from the public pages.'
              : 'The review is shown again.',
          ),
        onError: (err) => notifyFailed(errorMessage(err)),
      },
    );
  const what = `the review by ${author} of ${about}`;
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {author} about {about}
            </Text>
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {r.opportunity_title} · {formatDay(r.published_at)}
            </Text>
          </div>
          <Group gap="xs">
            {r.hidden ? (
              <Badge color="red.2" c="gray.9" variant="filled" tt="none">
                Hidden
              </Badge>
            ) : null}
            <Stars rating={r.rating} />
          </Group>
        </Group>
        {r.text ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {r.text}
          </Text>
        ) : null}
        {r.reply ? (
          <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            Reply: {r.reply}
          </Text>
        ) : null}
        <StackList gap={4} aria-label="Reports">
          {r.reports.map((rep, i) => (
            <Text component="li" key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600}>
                {rep.reporter_name}
              </Text>{' '}
              ({formatDay(rep.created)}): {rep.reason}
            </Text>
          ))}
        </StackList>
        <Group gap="xs" justify="flex-end">
          {r.hidden || r.open_reports > 0 ? (
            <Button
              size="xs"
              variant="default"
              loading={moderate.isPending && moderate.variables.action === 'restore'}
              onClick={() => act('restore')}
              aria-label={r.hidden ? `Restore ${what}` : `Keep ${what}`}
            >
              {r.hidden ? 'Restore' : 'Keep'}
            </Button>
          ) : null}
          {!r.hidden ? (
            <Button
              size="xs"
              color="red.9"
              loading={moderate.isPending && moderate.variables.action === 'hide'}
              onClick={() => act('hide')}
              aria-label={`Hide ${what}`}
            >
              Hide
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
