import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryView } from '@/shared/components/QueryView';
import { formatDay, hoursLabel } from '@/shared/engagements/model';
import { errorMessage } from '@/shared/errors';
import { notifyDone } from '@/shared/notifySaved';
import { paths } from '@/shared/paths';
import { useOwnPortfolio, useSavePortfolio, type PortfolioEntry } from '../api/portfolio';

/** The volunteer orders and hides the completed engagements their public portfolio shows. */
export function PortfolioEditor() {
  const query = useOwnPortfolio();
  return (
    <QueryView
      query={query}
      loading={<Skeleton h={120} role="status" aria-label="Loading your portfolio" />}
      errorTitle="Your portfolio could not be loaded"
    >
      {(data) => <PortfolioForm key={query.dataUpdatedAt} items={data.items} />}
    </QueryView>
  );
}

function PortfolioForm({ items }: { items: PortfolioEntry[] }) {
  const save = useSavePortfolio();
  const [rows, setRows] = useState(items);
  const move = (i: number, by: number) =>
    setRows((rs) => {
      const next = [...rs];
      const [row] = next.splice(i, 1);
      if (row) next.splice(i + by, 0, row);
      return next;
    });

  return (
    <Stack gap="md">
      <Text size="sm">
        Your public profile shows your completed engagements in this order, with the deliverables
        you chose to publish on each engagement page.{' '}
        <Link to={paths.volunteer.transcript}>Open your transcript</Link>
      </Text>
      {rows.length === 0 ? (
        <Text c="gray.7">No completed engagements yet.</Text>
      ) : (
        rows.map((p, i) => (
          <Paper key={p.id} withBorder p="sm">
            <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {p.title} · {p.company_name}
                </Text>
                <Text size="sm" c="gray.7">
                  {formatDay(p.end)} · {hoursLabel(p.hours)} · {p.deliverables.length} published
                  deliverable{p.deliverables.length === 1 ? '' : 's'}
                </Text>
                <Switch
                  mt={4}
                  label="Show on my public profile"
                  checked={!p.hidden}
                  onChange={(e) => {
                    const shown = e.currentTarget.checked;
                    setRows((rs) => rs.map((r) => (r.id === p.id ? { ...r, hidden: !shown } : r)));
                  }}
                />
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`Move ${p.title} up`}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`Move ${p.title} down`}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))
      )}
      {save.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(save.error, 'Your portfolio could not be saved. Please try again.')}
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                rows.map((r) => ({ id: r.id, hidden: r.hidden })),
                { onSuccess: () => notifyDone('Your portfolio was saved.') },
              )
            }
          >
            Save portfolio
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
