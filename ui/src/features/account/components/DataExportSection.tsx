import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { errorMessage } from '@/shared/errors';
import { useDataExport, type DataExport } from '../api/dataExport';
import { useDownloadDataExport } from '../api/downloadDataExport';
import { useRequestDataExport } from '../api/requestDataExport';
import { SettingsSection } from './SettingsSection';

/** The id the "your data is ready" email links to. */
export const DATA_EXPORT_ANCHOR = 'download-my-data';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });

function Status({ exp }: { exp: DataExport }) {
  const download = useDownloadDataExport();
  if (exp.status === 'pending') {
    return (
      <Stack gap={6}>
        <Text id="data-export-progress-label">Preparing your data… {exp.progress}%</Text>
        <Progress.Root size="lg">
          {/* The section carries the progressbar role, so it is the one named. */}
          <Progress.Section
            value={exp.progress}
            aria-labelledby="data-export-progress-label"
            animated
            striped
          />
        </Progress.Root>
      </Stack>
    );
  }
  if (exp.status === 'failed') {
    return (
      <Alert color="red" role="alert">
        {exp.error || 'Your data could not be prepared. Please ask again.'}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Text>
        Your data is ready. The link works until{' '}
        <time dateTime={exp.expires}>{exp.expires ? when(exp.expires) : ''}</time>; after that the
        file is deleted.
      </Text>
      {download.error ? (
        <Alert color="red" role="alert">
          {errorMessage(download.error, 'Your data could not be downloaded. Please try again.')}
        </Alert>
      ) : null}
      <Group>
        <Anchor
          component="button"
          type="button"
          onClick={() => exp.url && download.mutate(exp.url)}
          fw={600}
        >
          <Group gap={6} wrap="nowrap" component="span">
            <IconFileZip size={18} aria-hidden />
            Download your data (ZIP)
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * "Download my data": asks the server for a ZIP of everything the user
 * owns or took part in, shows its progress while it is prepared, then the
 * download link and its expiry. One export a day.
 */
export function DataExportSection() {
  const query = useDataExport();
  const request = useRequestDataExport();
  const exp = query.data ?? null;
  const waitUntil =
    exp?.next_allowed && new Date(exp.next_allowed) > new Date() ? exp.next_allowed : '';

  return (
    <div id={DATA_EXPORT_ANCHOR}>
      <SettingsSection
        title="Download my data"
        description="A ZIP file with your account, profile, applications, conversations and messages, hours, engagements, certificates, reviews, saved items, notifications and the files you uploaded (for a company owner also the company profile, opportunities, team and subscriptions). It is prepared in the background; we email you when it is ready and keep it for 7 days."
      >
        {query.error ? (
          <Alert color="red" role="alert">
            {errorMessage(query.error, 'Your data export could not be read. Please try again.')}
          </Alert>
        ) : null}
        {exp ? <Status exp={exp} /> : null}
        {request.error ? (
          <Alert color="red" role="alert">
            {errorMessage(
              request.error,
              'Your data export could not be started. Please try again.',
            )}
          </Alert>
        ) : null}
        {waitUntil ? (
          <Text c="gray.7" size="sm">
            You can ask for one copy of your data a day. The next one can start after{' '}
            <time dateTime={waitUntil}>{when(waitUntil)}</time>.
          </Text>
        ) : null}
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => request.mutate()}
            loading={request.isPending}
            disabled={query.isPending || exp?.status === 'pending' || Boolean(waitUntil)}
          >
            Download my data
          </Button>
        </Group>
      </SettingsSection>
    </div>
  );
}
