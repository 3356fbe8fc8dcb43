import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { FormAlert } from '@/shared/components/FormAlert';
import { QueryView } from '@/shared/components/QueryView';
import { ModalActions } from '@/shared/components/ModalActions';
import { backupDownloadUrl } from '../api/backupDownload';
import { useBackups } from '../api/backups';
import { useCreateBackup } from '../api/createBackup';
import { useReplica } from '../api/replica';
import { useRestoreBackup } from '../api/restoreBackup';
import { useSaveBackupSchedule } from '../api/saveBackupSchedule';
import type { BackupItem, BackupSchedule } from '../api/types';
import { formatDateTime } from '../format';
import { DataTable } from '@/shared/components/DataTable';
import { StatusBadge } from './StatusBadge';
import { notifyDone, notifyFailed } from '@/shared/notifySaved';
import { saveFile } from '@/shared/saveFile';
import { ButtonBesideInput } from '@/shared/components/ButtonBesideInput';

/** "1.4 MB": a file size for people. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[i]}`;
}

function RestoreModal({ backup, onClose }: { backup: BackupItem | null; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const restore = useRestoreBackup();
  const [done, setDone] = useState(false);
  const errors = fieldErrors(restore.error);
  return (
    <Modal
      opened={backup !== null}
      onClose={() => !restore.isPending && onClose()}
      title={backup ? `Restore ${backup.key}` : ''}
    >
      {done ? (
        <Stack gap="md">
          <Alert color="green" role="status">
            The server is restoring the backup and restarts in a moment. Everyone, you included,
            will need to sign in again; reload this page in a minute.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={() => window.location.reload()}>Reload</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(ev) => {
            ev.preventDefault();
            if (!backup) return;
            restore.mutate({ key: backup.key, confirm: typed }, { onSuccess: () => setDone(true) });
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              Everything written since this backup was taken (accounts, profiles, messages, uploaded
              files) is replaced by the backup&apos;s copy, and the server restarts. This cannot be
              undone; take a backup first if you may need today&apos;s data.
            </Text>
            <TextInput
              label={`Type ${backup?.key ?? ''} to confirm`}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              error={errors.confirm}
              autoComplete="off"
            />
            <FormAlert
              message={restore.isError && !errors.confirm ? errorMessage(restore.error) : null}
            />
            <ModalActions
              onCancel={onClose}
              confirmLabel="Restore"
              confirmColor="red.9"
              pending={restore.isPending}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function ScheduleForm({ schedule }: { schedule: BackupSchedule }) {
  const [cron, setCron] = useState(schedule.cron);
  const [keep, setKeep] = useState<number | string>(schedule.max_keep || 3);
  const save = useSaveBackupSchedule();
  const errors = fieldErrors(save.error);
  return (
    <form
      noValidate
      onSubmit={(ev) => {
        ev.preventDefault();
        save.mutate(
          { cron: cron.trim(), max_keep: typeof keep === 'number' ? keep : Number(keep) },
          {
            onSuccess: () =>
              notifyDone(
                cron.trim()
                  ? `Automatic backups run on "${cron.trim()}".`
                  : 'Automatic backups are off.',
                'Backup schedule saved',
              ),
          },
        );
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          Schedule
        </Title>
        <Text size="sm">
          PocketBase takes automatic backups on this cron schedule (for example 0 3 * * * for every
          day at 03:00, server time) and keeps the newest ones. Leave it empty to turn them off.
        </Text>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Cron expression"
            placeholder="Off"
            value={cron}
            onChange={(e) => setCron(e.currentTarget.value)}
            error={errors.cron}
            w={{ base: '100%', sm: 220 }}
          />
          <NumberInput
            label="Backups to keep"
            min={1}
            max={1000}
            value={keep}
            onChange={setKeep}
            error={errors.max_keep}
            w={{ base: '100%', sm: 160 }}
          />
          <ButtonBesideInput type="submit" loading={save.isPending}>
            Save schedule
          </ButtonBesideInput>
        </Group>
        <FormAlert
          message={
            save.isError && !errors.cron && !errors.max_keep ? errorMessage(save.error) : null
          }
        />
      </Stack>
    </form>
  );
}

function BackupsCard() {
  const backups = useBackups();
  const create = useCreateBackup();
  const [restoring, setRestoring] = useState<BackupItem | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (key: string) => {
    setDownloading(key);
    try {
      saveFile(await backupDownloadUrl(key), key);
    } catch (err) {
      notifyFailed(errorMessage(err), 'The download could not start');
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="backups-heading">
            Backups
          </Title>
          <Button
            leftSection={<IconDatabaseExport size={16} aria-hidden />}
            loading={create.isPending}
            onClick={() =>
              create.mutate('', {
                onSuccess: (b) => notifyDone(`${b.key} (${formatSize(b.size)})`, 'Backup created'),
              })
            }
          >
            Create backup
          </Button>
        </Group>
        <Text size="sm">
          A backup is a zip of the server&apos;s data folder: both databases and the uploaded files.
          Writes wait while it is taken.
        </Text>
        <FormAlert message={create.isError ? errorMessage(create.error) : null} />
        <QueryView
          query={backups}
          loading={<Skeleton height={120} aria-label="Loading the backups" />}
          errorTitle="The backups could not be loaded"
        >
          {(data) => (
            <>
              {data.items.length === 0 ? (
                <Text c="dimmed">No backups yet. Create one now, or set a schedule below.</Text>
              ) : (
                <DataTable
                  minWidth={620}
                  columns={['Name', 'Size', 'Created', 'Action']}
                  aria-labelledby="backups-heading"
                >
                  {data.items.map((b) => (
                    <Table.Tr key={b.key}>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{b.key}</Table.Td>
                      <Table.Td>{formatSize(b.size)}</Table.Td>
                      <Table.Td>{formatDateTime(b.modified)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="outline"
                            leftSection={<IconDownload size={14} aria-hidden />}
                            aria-label={`Download ${b.key}`}
                            loading={downloading === b.key}
                            onClick={() => void download(b.key)}
                          >
                            Download
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            color="red.9"
                            aria-label={`Restore ${b.key}`}
                            onClick={() => setRestoring(b)}
                          >
                            Restore
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </DataTable>
              )}
              <ScheduleForm
                key={`${data.schedule.cron}|${data.schedule.max_keep}`}
                schedule={data.schedule}
              />
            </>
          )}
        </QueryView>
      </Stack>
      {/* A new key starts the dialog afresh for each backup. */}
      <RestoreModal
        key={restoring?.key ?? ''}
        backup={restoring}
        onClose={() => setRestoring(null)}
      />
    </Card>
  );
}

function ago(iso: string): string {
  if (!iso) return 'Not yet';
  return formatDateTime(iso);
}

function ReplicaCard() {
  const replica = useReplica();
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Redundancy
        </Title>
        <QueryView
          query={replica}
          loading={<Skeleton height={80} aria-label="Loading the replica's state" />}
          errorTitle="The replica's state could not be loaded"
        >
          {(data) =>
            !data.enabled ? (
              <Stack gap="xs">
                <Text fw={500}>Replication is off</Text>
                <Text size="sm">
                  Set REPLICA_URL (file:///path or s3://bucket/prefix) in the server&apos;s
                  environment to stream every write to a replica within about a second; voluntech
                  restore rebuilds a data folder from it (see the README, &quot;Backups and
                  restore&quot;).
                </Text>
              </Stack>
            ) : (
              <Stack gap="sm">
                <Group gap="sm">
                  <StatusBadge color={data.current ? 'green.6' : 'red.9'}>
                    {data.current ? 'Current' : 'Behind'}
                  </StatusBadge>
                  <Text size="sm">
                    Replica <code>{data.url}</code>, lag {data.lag_seconds.toFixed(1)} s
                  </Text>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {data.databases.map((d) => (
                    <Card key={d.name} withBorder padding="sm">
                      <Text fw={500}>{d.name}</Text>
                      <Text size="sm">Last replicated: {ago(d.last_replicated_at)}</Text>
                      <Text size="sm">
                        Position: {d.replica_txid || '—'} of {d.local_txid || '—'}
                      </Text>
                      <Text size="sm">Lag: {d.lag_seconds.toFixed(1)} s</Text>
                    </Card>
                  ))}
                </SimpleGrid>
              </Stack>
            )
          }
        </QueryView>
      </Stack>
    </Card>
  );
}

/** System Settings, "Backup and Redundancy": PocketBase's backups and the continuous replica. */
export function BackupsPanel() {
  return (
    <Stack gap="lg">
      <BackupsCard />
      <ReplicaCard />
    </Stack>
  );
}
