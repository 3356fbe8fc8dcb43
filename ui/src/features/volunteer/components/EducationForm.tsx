import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSaveEducation, type EducationInput } from '../api/saveEducation';
import type { Education } from '../api/volunteerProfile';
import { PeriodInputs } from './PeriodInputs';
import {
  emptyPeriod,
  periodDraftError,
  periodDraftOf,
  periodFieldsOf,
  type PeriodDraft,
} from './periodDraft';
import { EntryDialogFrame, PeriodEntriesForm, type EntryDialogProps } from './PeriodEntriesForm';
import { StudyAreaSelect, type StudyAreaValue } from './StudyAreaSelect';
import { newEntryKey } from './EntryList';
import type { StepFormProps } from './types';

const MAX_TEXT = 100;

interface EducationDraft extends StudyAreaValue {
  key: string;
  institution: string;
  course: string;
  period: PeriodDraft;
}

function draftOf(e: Education): EducationDraft {
  return {
    key: e.id || newEntryKey(),
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
export function EducationForm({ profile, ...props }: StepFormProps) {
  const save = useSaveEducation();
  return (
    <PeriodEntriesForm
      {...props}
      label="Education"
      noun="education"
      errorKey="educations"
      initial={() => profile.educations.map(draftOf)}
      newDraft={() => ({
        key: newEntryKey(),
        institution: '',
        course: '',
        area: '',
        area_name: '',
        period: emptyPeriod,
      })}
      view={(d) => ({
        title: d.institution,
        lines: [[d.course, areaLabel(d)].filter(Boolean).join(' · ')],
      })}
      save={save}
      inputOf={inputOf}
      dialog={EducationDialogForm}
    />
  );
}

function EducationDialogForm({ initial, onCancel, onSave }: EntryDialogProps<EducationDraft>) {
  const [draft, setDraft] = useState(initial);
  const periodError = periodDraftError(draft.period);
  const canSave = draft.institution.trim() !== '' && periodError === null;

  return (
    <EntryDialogFrame
      periodError={periodError}
      canSave={canSave}
      onCancel={onCancel}
      onSave={() => onSave({ ...draft, institution: draft.institution.trim() })}
    >
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
    </EntryDialogFrame>
  );
}
