import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryView } from '@/shared/components/QueryView';
import { StatusSwitch, useStatusPages } from '@/shared/components/StatusSwitch';
import { Pagination } from '@/shared/components/Pagination';
import { errorMessage } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import {
  useModerate,
  useReports,
  type ModerationAction,
  type Report,
  type ReportStatus,
} from '../api/reports';
import { MessageText } from '../components/MessageText';
import { formatWhen } from '../components/format';
import { notifyDone, notifyFailed } from '@/shared/notifySaved';

const STATUS_LABEL: Record<ReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  suspended: 'Suspended',
};

/**
 * /system/messages: reported conversations. A superadmin reads only the
 * reported messages (copied when the report was made), then dismisses the
 * report or suspends the account; a suspended account can be restored.
 */
export function Component() {
  usePageTitle('Messages');
  const { status, setStatus, page, setPage } = useStatusPages<ReportStatus>('open');
  const reports = useReports(status, page);

  return (
    <Stack>
      <Title order={1} size="h2">
        Reported messages
      </Title>
      <StatusSwitch
        label="Reports to show"
        labels={STATUS_LABEL}
        value={status}
        onChange={setStatus}
      />
      <QueryView
        query={reports}
        errorTitle="The reports could not be loaded"
        loading={
          <Stack aria-busy>
            <Skeleton height={120} />
            <Skeleton height={120} />
          </Stack>
        }
      >
        {(data) =>
          data.items.length === 0 ? (
            <Text c="gray.7">
              {status === 'open'
                ? 'No open reports. Reports that people send from a conversation appear here.'
                : `No ${STATUS_LABEL[status].toLowerCase()} reports.`}
            </Text>
          ) : (
            <>
              {data.items.map((r) => (
                <ReportCard key={r.id} report={r} />
              ))}
              <Pagination page={page} total={data.totalPages} onChange={setPage} />
            </>
          )
        }
      </QueryView>
    </Stack>
  );
}

function ReportCard({ report: r }: { report: Report }) {
  const moderate = useModerate();
  const act = (action: ModerationAction, done: string) =>
    moderate.mutate(
      { action, report: r },
      {
        onSuccess: () => notifyDone(done),
        onError: (err) => notifyFailed(errorMessage(err)),
      },
    );
  // Without a colour, a quiet button; `done` is the notification once the action is taken.
  const button = (action: ModerationAction, label: string, done: string, color?: string) => (
    <Button
      size="xs"
      variant={color ? undefined : 'default'}
      color={color}
      loading={moderate.isPending}
      onClick={() => act(action, done)}
    >
      {label}
    </Button>
  );
  return (
    <Card withBorder component="article" aria-label={`Report about ${r.reported.name}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {r.reported.name}
            {r.reported.username ? ` (@${r.reported.username})` : ''}
          </Title>
          <Group gap="xs">
            {r.reported.suspended ? <Badge color="red.8">Account suspended</Badge> : null}
            <Text size="xs" c="gray.7">
              {formatWhen(r.created)}
            </Text>
          </Group>
        </Group>
        <Text size="sm">
          <b>Reported by {r.reporter_name}:</b> {r.reason}
        </Text>
        <Text size="sm" fw={600}>
          Reported messages
        </Text>
        {r.messages.length === 0 ? (
          <Text size="sm" c="gray.7">
            They had sent no messages.
          </Text>
        ) : (
          <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {r.messages.map((m) => (
              <li key={m.id}>
                <Text size="xs" c="gray.7">
                  {m.sender_name} · {formatWhen(m.created)}
                  {m.attachment ? ` · attachment ${m.attachment}` : ''}
                </Text>
                <MessageText body={m.body} />
              </li>
            ))}
          </Stack>
        )}
        <Group gap="xs">
          {r.status === 'open' ? (
            <>
              {button('dismiss', 'Dismiss', 'Report dismissed.')}
              {button('suspend', 'Suspend account', `${r.reported.name} is suspended.`, 'red.9')}
            </>
          ) : null}
          {r.reported.suspended
            ? button('restore', 'Restore account', `${r.reported.name} is restored.`)
            : null}
        </Group>
      </Stack>
    </Card>
  );
}
