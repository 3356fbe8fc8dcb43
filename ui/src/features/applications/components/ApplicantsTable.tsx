import { LoadingBars } from '@/shared/components/LoadingBars';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TYPING_PAUSE_MS } from '@/shared/debounce';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApplicantsLoadError } from './ApplicantsLoadError';
import { StageBadge } from '@/shared/components/opportunity/Badges';
import {
  allowedMoves,
  APPLICATION_STAGES,
  closesText,
  formatDate,
  STAGE_LABEL,
  type Application,
  type ApplicationStage,
} from '@/shared/components/opportunity/model';
import { MessageButton } from '@/shared/components/MessageButton';
import { errorMessage } from '@/shared/errors';
import { useMoveApplication } from '../api/moveApplication';
import { useOpportunityApplicants } from '../api/opportunityApplicants';
import { useApplicationNotes, type ApplicationNote } from '../api/applicationNotes';
import { NoteModal } from './board/NoteModal';
import { actorName } from '@/shared/team';
import { ApplicationHistoryModal } from './ApplicationHistory';
import { applicantName, filterApplicants } from './applicants';
import { notifications } from '@mantine/notifications';
import { paths } from '@/shared/paths';
import { InitialsAvatar } from '@/shared/components/entity/InitialsAvatar';
import { StageMoveMenu } from './StageMoveMenu';

const STAGE_OPTIONS = APPLICATION_STAGES.map((s) => ({ value: s, label: STAGE_LABEL[s] }));

/** The applicants of one opportunity, with search, a stage filter and each one's next moves. */
export function ApplicantsTable({ opportunityId }: { opportunityId: string }) {
  const query = useOpportunityApplicants(opportunityId);
  const notes = useApplicationNotes(opportunityId);
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, TYPING_PAUSE_MS);
  const [stage, setStage] = useState<ApplicationStage | null>(null);

  if (query.isPending) {
    return <LoadingBars label="Loading the applicants" gap="xs" bars={[36, 48, 48]} />;
  }
  if (query.isError) return <ApplicantsLoadError query={query} />;

  const all = query.data;
  const rows = filterApplicants(all, debounced, stage);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search applicants"
          placeholder="Name, place or skill"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Stage"
          placeholder="Any stage"
          clearable
          data={STAGE_OPTIONS}
          value={stage}
          onChange={(value) => setStage((value as ApplicationStage | null) ?? null)}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      {all.length === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text fw={600}>No applicants yet.</Text>
          <Text size="sm" c="gray.7" mt={4}>
            Volunteers can apply while the opportunity is Open and not expired. Share its public
            page to find them sooner.
          </Text>
        </Paper>
      ) : rows.length === 0 ? (
        <Text c="gray.7">No applicants match. Try other words or another stage.</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Caption>
              {rows.length} of {all.length} {all.length === 1 ? 'applicant' : 'applicants'}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Applicant</Table.Th>
                <Table.Th>Stage</Table.Th>
                <Table.Th>Applied</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Skills</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((a) => (
                <ApplicantRow
                  key={a.id}
                  application={a}
                  opportunityId={opportunityId}
                  note={notes.data?.get(a.id)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function ApplicantRow({
  application: a,
  opportunityId,
  note,
}: {
  application: Application;
  opportunityId: string;
  note: ApplicationNote | undefined;
}) {
  const move = useMoveApplication();
  const [showHistory, setShowHistory] = useState(false);
  const [editingNote, setEditingNote] = useState(false);
  const name = applicantName(a);
  const movedBy = actorName(a.last_moved_by_name, a.last_moved_by_former);
  const p = a.applicant;
  const place = [p?.city, p?.country_name].filter(Boolean).join(', ');
  const moves = allowedMoves(a.stage, 'company');

  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <InitialsAvatar name={name} src={p?.photo} alt="" size={36} radius="xl" />
          {p?.username ? (
            <Anchor component={Link} to={paths.volunteerPublic(p.username)}>
              {name}
            </Anchor>
          ) : (
            <Text>{name}</Text>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <StageBadge stage={a.stage} />
        {movedBy ? (
          <Text size="xs" c="gray.7" mt={4}>
            by {movedBy}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {formatDate(a.created)}
        {a.closes_at ? (
          <Text size="xs" c="gray.7">
            {closesText(a)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{place || '—'}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          {(p?.skills ?? []).slice(0, 4).map((s) => (
            <Badge key={s} variant="light" tt="none" size="sm">
              {s}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <MessageButton
            party="volunteer"
            volunteer={a.volunteer}
            opportunity={a.opportunity || undefined}
            name={name}
            size="xs"
          />
          <Button
            variant="default"
            size="xs"
            onClick={() => setEditingNote(true)}
            aria-label={`${note?.body ? 'Edit the' : 'Add a'} private note on ${name}`}
            title={note?.body || undefined}
          >
            {note?.body ? 'Note ✓' : 'Note'}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => setShowHistory(true)}
            aria-label={`History of ${name}'s application`}
          >
            History
          </Button>
          {moves.length > 0 ? (
            <StageMoveMenu
              moves={moves}
              position="bottom-end"
              onMove={(to) =>
                move.mutate(
                  { id: a.id, stage: to },
                  {
                    onSuccess: () =>
                      notifications.show({
                        color: 'green',
                        message: `${name}: ${STAGE_LABEL[to]}. They were told by email.`,
                      }),
                    onError: (err) =>
                      notifications.show({
                        color: 'red',
                        title: 'The stage was not changed',
                        message: errorMessage(err),
                      }),
                  },
                )
              }
            >
              <Button
                variant="default"
                size="xs"
                loading={move.isPending}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                aria-label={`Change the stage of ${name}`}
              >
                Change stage
              </Button>
            </StageMoveMenu>
          ) : null}
        </Group>
        <NoteModal
          opened={editingNote}
          onClose={() => setEditingNote(false)}
          opportunityId={opportunityId}
          applicationId={a.id}
          name={name}
          note={note}
        />
        <ApplicationHistoryModal
          application={a}
          name={name}
          opened={showHistory}
          onClose={() => setShowHistory(false)}
        />
      </Table.Td>
    </Table.Tr>
  );
}
