import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatPeriod } from '@/shared/period';
import { useSaveEducation, type EducationInput } from '../api/saveEducation';
import type { Education } from '../api/volunteerProfile';
import { EntryList, entryErrors } from './EntryList';
import { PeriodInputs } from './PeriodInputs';
import {
  emptyPeriod,
  periodDraftError,
  periodDraftOf,
  periodFieldsOf,
  type PeriodDraft,
} from './periodDraft';
import { splitSaveError } from './saveErrors';
import { StepActions } from './StepActions';
import { StudyAreaSelect, type StudyAreaValue } from './StudyAreaSelect';
import type { StepFormProps } from './types';

const MAX_TEXT = 100;

interface EducationDraft extends StudyAreaValue {
  key: string;
  institution: string;
  course: string;
  period: PeriodDraft;
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

function draftOf(e: Education): EducationDraft {
  return {
    key: e.id || newKey(),
    institution: e.institution,
    course: e.course,
    area: e.area,
    area_name: e.area_name,
    area_pending: e.area_pending,
    period: periodDraftOf(e),
  };
}

function inputOf(d: EducationDraft): EducationInput {
  return {
    institution: d.institution,
    course: d.course,
    area: d.area,
    area_name: d.area ? '' : d.area_name,
    ...periodFieldsOf(d.period),
  };
}

const areaLabel = (d: EducationDraft) =>
  d.area_name ? `${d.area_name}${d.area_pending || !d.area ? ' (pending approval)' : ''}` : '';

/**
 * Sub-step 3.1, Education: a list of entries, each added or edited in a
 * dialog, saved together (the list replaces the saved one).
 */
export function EducationForm({ profile, submitLabel, onSaved, onBack }: StepFormProps) {
  const save = useSaveEducation();
  const [entries, setEntries] = useState<EducationDraft[]>(() => profile.educations.map(draftOf));
  const [editing, setEditing] = useState<{ index: number | null; draft: EducationDraft } | null>(
    null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const perEntry = entryErrors(errors, 'educations');

  const changed = () => {
    setErrors({});
    setGeneral(null);
  };

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    changed();
    save.mutate(entries.map(inputOf), {
      onSuccess: onSaved,
      onError: (err) => {
        const { fields, general: message } = splitSaveError(err, (k) =>
          k.startsWith('educations.'),
        );
        setErrors(fields);
        setGeneral(message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Education">
      <Stack gap="md">
        <EntryList
          label="Education entries"
          emptyText="No education added yet."
          maxHeight={230}
          entries={entries.map((d, i) => ({
            key: d.key,
            title: d.institution,
            lines: [
              [d.course, areaLabel(d)].filter(Boolean).join(' · '),
              formatPeriod({
                startYear: d.period.start_year,
                startMonth: d.period.start_month,
                endYear: d.period.end_year,
                endMonth: d.period.end_month,
                current: d.period.current,
              }),
            ],
            error: perEntry.get(i),
          }))}
          onEdit={(i) => {
            const draft = entries[i];
            if (draft) setEditing({ index: i, draft });
          }}
          onRemove={(i) => {
            setEntries((list) => list.filter((_, j) => j !== i));
            changed();
          }}
          disabled={save.isPending}
        />
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              setEditing({
                index: null,
                draft: {
                  key: newKey(),
                  institution: '',
                  course: '',
                  area: '',
                  area_name: '',
                  period: emptyPeriod,
                },
              })
            }
            disabled={save.isPending || entries.length >= 20}
          >
            Add education
          </Button>
        </Group>
      </Stack>
      <StepActions
        submitLabel={submitLabel}
        saving={save.isPending}
        onBack={onBack}
        error={general ?? (perEntry.size > 0 ? 'Please fix the entries marked above.' : null)}
      />
      <EducationDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSave={(draft, index) => {
          setEntries((list) =>
            index === null ? [...list, draft] : list.map((d, j) => (j === index ? draft : d)),
          );
          setEditing(null);
          changed();
        }}
      />
    </form>
  );
}

function EducationDialog({
  editing,
  onClose,
  onSave,
}: {
  editing: { index: number | null; draft: EducationDraft } | null;
  onClose: () => void;
  onSave: (draft: EducationDraft, index: number | null) => void;
}) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.index === null ? 'Add education' : 'Edit education'}
      size={580}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {editing ? (
        <EducationDialogForm
          key={editing.draft.key}
          initial={editing.draft}
          onCancel={onClose}
          onSave={(draft) => onSave(draft, editing.index)}
        />
      ) : null}
    </Modal>
  );
}

function EducationDialogForm({
  initial,
  onCancel,
  onSave,
}: {
  initial: EducationDraft;
  onCancel: () => void;
  onSave: (draft: EducationDraft) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const periodError = periodDraftError(draft.period);
  const canSave = draft.institution.trim() !== '' && periodError === null;

  return (
    <Stack gap="sm">
      {periodError ? (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
          {periodError}
        </Alert>
      ) : null}
      <TextInput
        label="Institution"
        required
        maxLength={MAX_TEXT}
        value={draft.institution}
        onChange={(e) => setDraft({ ...draft, institution: e.currentTarget.value })}
        data-autofocus
      />
      <TextInput
        label="Course"
        maxLength={MAX_TEXT}
        value={draft.course}
        onChange={(e) => setDraft({ ...draft, course: e.currentTarget.value })}
      />
      <StudyAreaSelect
        value={draft}
        onChange={(area) => setDraft({ ...draft, ...area, area_pending: area.area_pending })}
      />
      <PeriodInputs
        value={draft.period}
        onChange={(period) => setDraft({ ...draft, period })}
        currentLabel="I am currently studying here"
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          onClick={() => onSave({ ...draft, institution: draft.institution.trim() })}
          disabled={!canSave}
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}
