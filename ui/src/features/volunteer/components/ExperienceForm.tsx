import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatPeriod } from '@/shared/period';
import { INVALID_URL, isWebUrl } from '@/shared/socialLinks';
import { useSaveExperience, type ExperienceInput } from '../api/saveExperience';
import type { Experience } from '../api/volunteerProfile';
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
import type { StepFormProps } from './types';

const MAX_TEXT = 100;

interface ExperienceDraft {
  key: string;
  role: string;
  company: string;
  company_url: string;
  period: PeriodDraft;
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

function draftOf(e: Experience): ExperienceDraft {
  return {
    key: e.id || newKey(),
    role: e.role,
    company: e.company,
    company_url: e.company_url,
    period: periodDraftOf(e),
  };
}

function inputOf(d: ExperienceDraft): ExperienceInput {
  return {
    role: d.role,
    company: d.company,
    company_url: d.company_url,
    ...periodFieldsOf(d.period),
  };
}

/**
 * Sub-step 3.2, Experience: a list of entries, each added or edited in a
 * dialog, saved together (the list replaces the saved one).
 */
export function ExperienceForm({ profile, submitLabel, onSaved, onBack }: StepFormProps) {
  const save = useSaveExperience();
  const [entries, setEntries] = useState<ExperienceDraft[]>(() => profile.experiences.map(draftOf));
  const [editing, setEditing] = useState<{ index: number | null; draft: ExperienceDraft } | null>(
    null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const perEntry = entryErrors(errors, 'experiences');

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
          k.startsWith('experiences.'),
        );
        setErrors(fields);
        setGeneral(message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Experience">
      <Stack gap="md">
        <EntryList
          label="Experience entries"
          emptyText="No experience added yet."
          maxHeight={230}
          entries={entries.map((d, i) => ({
            key: d.key,
            title: d.role ? `${d.role} at ${d.company}` : d.company,
            lines: [
              d.company_url,
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
                  role: '',
                  company: '',
                  company_url: '',
                  period: emptyPeriod,
                },
              })
            }
            disabled={save.isPending || entries.length >= 20}
          >
            Add experience
          </Button>
        </Group>
      </Stack>
      <StepActions
        submitLabel={submitLabel}
        saving={save.isPending}
        onBack={onBack}
        error={general ?? (perEntry.size > 0 ? 'Please fix the entries marked above.' : null)}
      />
      <ExperienceDialog
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

function ExperienceDialog({
  editing,
  onClose,
  onSave,
}: {
  editing: { index: number | null; draft: ExperienceDraft } | null;
  onClose: () => void;
  onSave: (draft: ExperienceDraft, index: number | null) => void;
}) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.index === null ? 'Add experience' : 'Edit experience'}
      size={580}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {editing ? (
        <ExperienceDialogForm
          key={editing.draft.key}
          initial={editing.draft}
          onCancel={onClose}
          onSave={(draft) => onSave(draft, editing.index)}
        />
      ) : null}
    </Modal>
  );
}

function ExperienceDialogForm({
  initial,
  onCancel,
  onSave,
}: {
  initial: ExperienceDraft;
  onCancel: () => void;
  onSave: (draft: ExperienceDraft) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const periodError = periodDraftError(draft.period);
  const url = draft.company_url.trim();
  const urlError = url && !isWebUrl(url) ? INVALID_URL : null;
  const canSave = draft.company.trim() !== '' && periodError === null && urlError === null;

  return (
    <Stack gap="sm">
      {periodError ? (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
          {periodError}
        </Alert>
      ) : null}
      <TextInput
        label="Role"
        maxLength={MAX_TEXT}
        value={draft.role}
        onChange={(e) => setDraft({ ...draft, role: e.currentTarget.value })}
        data-autofocus
      />
      <TextInput
        label="Company"
        required
        maxLength={MAX_TEXT}
        value={draft.company}
        onChange={(e) => setDraft({ ...draft, company: e.currentTarget.value })}
      />
      <PeriodInputs
        value={draft.period}
        onChange={(period) => setDraft({ ...draft, period })}
        currentLabel="I am currently employed here"
      />
      <TextInput
        label="Company URL"
        type="url"
        placeholder="https://"
        maxLength={255}
        value={draft.company_url}
        onChange={(e) => setDraft({ ...draft, company_url: e.currentTarget.value })}
        error={urlError}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          onClick={() =>
            onSave({
              ...draft,
              role: draft.role.trim(),
              company: draft.company.trim(),
              company_url: url,
            })
          }
          disabled={!canSave}
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}
