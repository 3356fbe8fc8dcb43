import {
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { QueryView } from '@/shared/components/QueryView';
import { errorMessage } from '@/shared/errors';
import { formatDay, hoursLabel, today } from '@/shared/engagements/model';
import { paths } from '@/shared/paths';
import { StatCard } from '@/shared/profile/StatCard';
import { downloadTranscriptPdf, useOwnPortfolio, type PortfolioEntry } from '../api/portfolio';
import classes from './Transcript.module.css';

/**
 * The volunteer's transcript: every completed engagement with its verified
 * (company-approved) hours, the published deliverables and each
 * certificate's verification link, laid out for A4 printing; "Download
 * PDF" saves the server's PDF of the same (GET /api/volunteer/transcript.pdf).
 */
export function Transcript({ name }: { name: string }) {
  const query = useOwnPortfolio();
  return (
    <QueryView
      query={query}
      loading={<Skeleton h={300} role="status" aria-label="Loading your transcript" />}
      errorTitle="Your transcript could not be loaded"
    >
      {(data) => <TranscriptSheet name={name} items={data.items} />}
    </QueryView>
  );
}

/** The transcript of the volunteer's completed engagements (`items`, the portfolio's). */
function TranscriptSheet({ name, items }: { name: string; items: PortfolioEntry[] }) {
  const hours = items.reduce((sum, p) => sum + p.hours, 0);
  const certificates = items.filter((p) => p.certificate).length;
  const origin = window.location.origin;
  return (
    <Stack gap="lg">
      <Group gap="sm" className={classes.noPrint}>
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          Print
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() =>
            void downloadTranscriptPdf().catch((err: unknown) =>
              notifications.show({ color: 'red', message: errorMessage(err) }),
            )
          }
        >
          Download PDF
        </Button>
      </Group>
      <Card withBorder padding="xl" className={classes.sheet} component="article">
        <Stack gap="md">
          <Stack gap={2}>
            <Text tt="uppercase" fw={700} c="blue.9" size="sm">
              Transcript of volunteer work
            </Text>
            <Title order={1}>{name}</Title>
            <Text size="sm" c="gray.7">
              Issued by Voluntech on {formatDay(today())}. Hours were approved by each company; each
              certificate can be verified at its address.
            </Text>
          </Stack>
          <SimpleGrid cols={3} spacing="sm">
            <StatCard size="small" label="Verified hours" value={Math.round(hours * 10) / 10} />
            <StatCard size="small" label="Engagements" value={items.length} />
            <StatCard size="small" label="Certificates" value={certificates} />
          </SimpleGrid>
          {items.length === 0 ? (
            <Text c="gray.7">No completed engagements yet.</Text>
          ) : (
            items.map((p) => (
              <Stack
                key={p.id}
                gap={4}
                className={classes.entry}
                component="section"
                aria-labelledby={`t-${p.id}`}
              >
                <Title order={2} size="h4" id={`t-${p.id}`} style={{ overflowWrap: 'anywhere' }}>
                  {p.title} · {p.company_name}
                </Title>
                <Text size="sm">
                  {formatDay(p.start)} – {formatDay(p.end)} · {hoursLabel(p.hours)} approved
                </Text>
                {p.deliverables.length > 0 ? (
                  <Stack gap={2} component="ul" pl="md" m={0}>
                    {p.deliverables.map((d, i) => (
                      <Text
                        component="li"
                        size="sm"
                        key={`${i}-${d.title}`}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        <strong>{d.title}</strong>
                        {d.note ? ` – ${d.note}` : ''}
                        {d.link ? ` (${d.link})` : ''}
                      </Text>
                    ))}
                  </Stack>
                ) : null}
                {p.certificate ? (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    Certificate:{' '}
                    <Anchor href={paths.certificate(p.certificate)}>
                      {origin + paths.certificate(p.certificate)}
                    </Anchor>
                  </Text>
                ) : null}
              </Stack>
            ))
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
