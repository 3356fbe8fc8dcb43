import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState, type ComponentType } from 'react';
import { formatPeriod } from '@/shared/period';
import type { VolunteerProfile } from '../api/volunteerProfile';
import { EntryList, entryErrors, newEntryKey } from './EntryList';
import { emptyPeriod, periodDraftError, type PeriodDraft } from './periodDraft';
import { splitServerErrors, SAVE_FAILED } from '@/shared/serverErrors';
import { useDraftState } from '@/shared/hooks/useFormDraft';
import { StepForm } from './StepActions';
import type { StepFormProps } from './types';

/** The most entries a list takes. */
const MAX_ENTRIES = 20;

/** A draft entry of a list with periods: a key for React and the dialog, and its period. */
export interface PeriodEntry {
  key: string;
  period: PeriodDraft;
}

/** The fields of an entry's add and edit dialog, on the dialog's form. */
export type EntryFields<D extends PeriodEntry> = ComponentType<{ form: UseFormReturnType<D> }>;

/** What the add and edit dialog of an entry needs. */
interface EntryKind<D extends PeriodEntry> {
  fields: EntryFields<D>;
  /** The entry's own fields are valid (Save waits for them and a valid period). */
  complete: (draft: D) => boolean;
  /** The entry as it is kept on Save (trimmed). */
  tidy: (draft: D) => D;
}

interface Props<D extends PeriodEntry, I> extends Omit<StepFormProps, 'profile'>, EntryKind<D> {
  /** The form's name, e.g. "Education"; the list is "<label> entries". */
  label: string;
  /** The entry's name in running text, e.g. "education": "Add education", "Edit education". */
  noun: string;
  /** The server's key of the list, e.g. "educations" (its errors are "educations.0.field"). */
  errorKey: string;
  initial: () => D[];
  /** A new entry's fields (its key and an empty period are added). */
  blank: Omit<D, keyof PeriodEntry>;
  /** The entry's title and the lines shown above its period. */
  view: (draft: D) => { title: string; lines: string[] };
  save: {
    mutate: (
      inputs: I[],
      options: { onSuccess: (saved: VolunteerProfile) => void; onError: (err: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  inputOf: (draft: D) => I;
}

const periodText = (p: PeriodDraft) =>
  formatPeriod({
    startYear: p.start_year,
    startMonth: p.start_month,
    endYear: p.end_year,
    endMonth: p.end_month,
    current: p.current,
  });

/**
 * A list of entries with periods (education, experience), each added or
 * edited in a dialog, saved together (the list replaces the saved one).
 */
export function PeriodEntriesForm<D extends PeriodEntry, I>({
  label,
  noun,
  errorKey,
  initial,
  blank,
  view,
  save,
  inputOf,
  fields,
  complete,
  tidy,
  submitLabel,
  onSaved,
  onBack,
  draftKey,
}: Props<D, I>) {
  const [entries, setEntries, clearDraft] = useDraftState<D[]>(draftKey, initial());
  const [editing, setEditing] = useState<{ index: number | null; draft: D } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const perEntry = entryErrors(errors, errorKey);

  const changed = () => {
    setErrors({});
    setGeneral(null);
  };

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    changed();
    save.mutate(entries.map(inputOf), {
      onSuccess: (saved) => {
        clearDraft();
        onSaved(saved);
      },
      onError: (err) => {
        const { fields, general: message } = splitServerErrors(
          err,
          (k) => k.startsWith(`${errorKey}.`),
          { fallback: SAVE_FAILED },
        );
        setErrors(fields);
        setGeneral(message);
      },
    });
  };

  return (
    <StepForm
      label={label}
      onSubmit={submit}
      submitLabel={submitLabel}
      saving={save.isPending}
      onBack={onBack}
      error={general ?? (perEntry.size > 0 ? 'Please fix the entries marked above.' : null)}
      after={
        <>
          <Modal
            opened={editing !== null}
            onClose={() => setEditing(null)}
            title={editing?.index === null ? `Add ${noun}` : `Edit ${noun}`}
            size={580}
            closeOnClickOutside={false}
          >
            {editing ? (
              <EntryDialog
                key={editing.draft.key}
                initial={editing.draft}
                fields={fields}
                complete={complete}
                tidy={tidy}
                onCancel={() => setEditing(null)}
                onSave={(draft) => {
                  const index = editing.index;
                  setEntries((list) =>
                    index === null
                      ? [...list, draft]
                      : list.map((d, j) => (j === index ? draft : d)),
                  );
                  setEditing(null);
                  changed();
                }}
              />
            ) : null}
          </Modal>
        </>
      }
    >
      <EntryList
        label={`${label} entries`}
        emptyText={`No ${noun} added yet.`}
        maxHeight={230}
        entries={entries.map((d, i) => {
          const { title, lines } = view(d);
          return {
            key: d.key,
            title,
            lines: [...lines, periodText(d.period)],
            error: perEntry.get(i),
          };
        })}
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
              draft: { ...blank, key: newEntryKey(), period: emptyPeriod } as D,
            })
          }
          disabled={save.isPending || entries.length >= MAX_ENTRIES}
        >
          {`Add ${noun}`}
        </Button>
      </Group>
    </StepForm>
  );
}

/** An entry's add or edit dialog: the period's error, the fields, Cancel and Save. */
function EntryDialog<D extends PeriodEntry>({
  initial,
  fields: Fields,
  complete,
  tidy,
  onCancel,
  onSave,
}: EntryKind<D> & { initial: D; onCancel: () => void; onSave: (draft: D) => void }) {
  const form = useForm<D>({ initialValues: initial });
  const periodError = periodDraftError(form.values.period);
  return (
    <Stack gap="sm">
      {periodError ? (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
          {periodError}
        </Alert>
      ) : null}
      <Fields form={form} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          onClick={() => onSave(tidy(form.values))}
          disabled={!complete(form.values) || periodError !== null}
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}
