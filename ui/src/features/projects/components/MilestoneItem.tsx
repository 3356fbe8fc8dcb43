import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { ReasonModal } from '@/shared/components/ReasonModal';
import { formatDay } from '@/shared/engagements/model';
import { errorMessage } from '@/shared/errors';
import { saveFile } from '@/shared/saveFile';
import { splitServerErrors } from '@/shared/serverErrors';
import { FormAlert } from '@/shared/components/FormAlert';
import {
  fileOf,
  useDecideMilestone,
  useFlagMilestone,
  useSubmitMilestone,
  type Deliverable,
  type Milestone,
  type Side,
} from '../api/scope';
import {
  COMMENT_MAX,
  FILE_ACCEPT,
  MILESTONE_STATUS_COLOR,
  MILESTONE_STATUS_LABEL,
  NOTE_MAX,
} from '../model';

/** One milestone: its state, its deliverable and what the signed-in side may do with it. */
export function MilestoneItem({
  engagementId,
  milestone: m,
  index,
  side,
  canAct,
}: {
  engagementId: string;
  milestone: Milestone;
  index: number;
  side: Side;
  /** The scope is agreed and the engagement not completed. */
  canAct: boolean;
}) {
  const headingId = `milestone-${m.id}`;
  const d = m.deliverable;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {index + 1}. {m.title}
          </Title>
          <Badge variant="filled" color={MILESTONE_STATUS_COLOR[m.status]} c="gray.9" tt="none">
            {MILESTONE_STATUS_LABEL[m.status]}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          Due {formatDay(m.due)}
          {m.signed_off_at ? ` · signed off on ${formatDay(m.signed_off_at)}` : ''}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <Text span fw={600} size="sm">
            Done means:{' '}
          </Text>
          {m.done_means}
        </Text>
        {m.status === 'changes_requested' && m.comment ? (
          <Alert color="orange" title="Changes asked">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {m.comment}
            </Text>
          </Alert>
        ) : null}
        {d ? (
          <DeliverableView engagementId={engagementId} milestone={m} deliverable={d} side={side} />
        ) : null}
        {canAct &&
        side === 'volunteer' &&
        (m.status === 'open' || m.status === 'changes_requested') ? (
          <SubmitForm engagementId={engagementId} milestone={m} />
        ) : null}
        {canAct && side === 'company' && m.status === 'submitted' ? (
          <Decide engagementId={engagementId} milestone={m} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function DeliverableView({
  engagementId,
  milestone: m,
  deliverable: d,
  side,
}: {
  engagementId: string;
  milestone: Milestone;
  deliverable: Deliverable;
  side: Side;
}) {
  const flag = useFlagMilestone(engagementId);
  const download = () =>
    void fileOf(d.file_url)
      .then((blob) => {
        const url = URL.createObjectURL(blob);
        saveFile(url, d.file);
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      })
      .catch((err: unknown) => notifications.show({ color: 'red', message: errorMessage(err) }));
  const setFlag = (patch: { confidential?: boolean; publish?: boolean }) =>
    flag.mutate(
      { milestoneId: m.id, ...patch },
      { onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }) },
    );
  return (
    <Stack gap={6} p="sm" bg="gray.0" style={{ borderRadius: 6 }}>
      <Text size="sm" fw={600}>
        Deliverable, submitted on {formatDay(d.submitted_at)}
        {d.confidential ? ' · confidential' : ''}
      </Text>
      {d.link ? (
        <Anchor href={d.link} target="_blank" rel="noopener noreferrer nofollow" size="sm">
          {d.link}
        </Anchor>
      ) : null}
      {d.file ? (
        <Group>
          <Button size="xs" variant="default" onClick={download}>
            Download {d.file}
          </Button>
        </Group>
      ) : null}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {d.note}
      </Text>
      {side === 'company' && m.status === 'signed_off' ? (
        <Switch
          label="Confidential: keep it out of the portfolio and the certificate"
          checked={d.confidential}
          disabled={flag.isPending}
          onChange={(e) => setFlag({ confidential: e.currentTarget.checked })}
        />
      ) : null}
      {side === 'volunteer' && m.status === 'signed_off' && !d.confidential ? (
        <Switch
          label="Show in my public portfolio"
          checked={d.publish}
          disabled={flag.isPending}
          onChange={(e) => setFlag({ publish: e.currentTarget.checked })}
        />
      ) : null}
    </Stack>
  );
}

const SUBMIT_FIELDS = ['link', 'file', 'note'] as const;
type SubmitField = (typeof SUBMIT_FIELDS)[number];

function SubmitForm({
  engagementId,
  milestone: m,
}: {
  engagementId: string;
  milestone: Milestone;
}) {
  const submitMilestone = useSubmitMilestone(engagementId);
  const [link, setLink] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<SubmitField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const local: Partial<Record<SubmitField, string>> = {};
    if (!link.trim() && !file) local.link = 'Add a link or a file.';
    if (!note.trim()) local.note = 'Add a note about what you deliver.';
    setErrors(local);
    setGeneral(null);
    if (Object.keys(local).length > 0) return;
    submitMilestone.mutate(
      { milestoneId: m.id, link: link.trim(), note: note.trim(), file },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Your milestone was sent for sign-off.' });
        },
        onError: (err) => {
          const split = splitServerErrors(err, SUBMIT_FIELDS, {
            fallback: 'Your milestone could not be submitted. Please try again.',
          });
          setErrors(split.fields);
          setGeneral(split.general);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Submit milestone ${m.title}`}>
      <Stack gap="sm">
        <FormAlert message={general} />
        <TextInput
          type="url"
          label="Link to the deliverable"
          placeholder="https://"
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          error={errors.link}
        />
        <FileInput
          label="File (PDF, PNG, JPEG or ZIP, up to 10 MB)"
          accept={FILE_ACCEPT}
          value={file}
          onChange={setFile}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the file' }}
          error={errors.file}
        />
        <CountedTextarea
          label="Note"
          required
          minRows={2}
          max={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitMilestone.isPending}>
            Submit the milestone
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Decide({ engagementId, milestone: m }: { engagementId: string; milestone: Milestone }) {
  const decide = useDecideMilestone(engagementId);
  const [confidential, setConfidential] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <Stack gap="xs">
      <Checkbox
        label="Confidential: keep it out of the portfolio and the certificate"
        checked={confidential}
        onChange={(e) => setConfidential(e.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => setAsking(true)}>
          Ask for changes
        </Button>
        <Button
          loading={decide.isPending && 'signOff' in decide.variables}
          onClick={() =>
            decide.mutate(
              { milestoneId: m.id, signOff: true, confidential },
              {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: `"${m.title}" is signed off.` }),
                onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
              },
            )
          }
        >
          Sign off
        </Button>
      </Group>
      <ReasonModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={`Ask for changes to "${m.title}"`}
        description="Say what should change; the volunteer submits again."
        maxLength={COMMENT_MAX}
        requiredMessage="Say what should change."
        confirmLabel="Ask for changes"
        pending={decide.isPending}
        onSubmit={(comment, done, fail) =>
          decide.mutate(
            { milestoneId: m.id, comment },
            {
              onSuccess: done,
              onError: (err) =>
                fail(
                  splitServerErrors(err, ['comment'], {
                    fallback: 'Your request could not be sent. Please try again.',
                  }).fields.comment ?? errorMessage(err),
                ),
            },
          )
        }
      />
    </Stack>
  );
}
