import { TextInput } from '@mantine/core';
import { useSaveEducation, type EducationInput } from '../api/saveEducation';
import type { Education } from '../api/volunteerProfile';
import { PeriodInputs } from './PeriodInputs';
import { entryDraftOf, entryInputOf } from './periodDraft';
import { PeriodEntriesForm, type EntryFields, type PeriodEntry } from './PeriodEntriesForm';
import { StudyAreaSelect, type StudyAreaValue } from './StudyAreaSelect';
import type { StepFormProps } from './types';

const MAX_TEXT = 100;

interface EducationDraft extends StudyAreaValue, PeriodEntry {
  institution: string;
  course: string;
}

const draftOf = (e: Education): EducationDraft =>
  entryDraftOf(e, ['institution', 'course', 'area', 'area_name', 'area_pending']);

const inputOf = (d: EducationDraft): EducationInput => ({
  ...entryInputOf(d, ['institution', 'course', 'area']),
  area_name: d.area ? '' : d.area_name,
});

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
      blank={{ institution: '', course: '', area: '', area_name: '' }}
      view={(d) => ({
        title: d.institution,
        lines: [[d.course, areaLabel(d)].filter(Boolean).join(' · ')],
      })}
      save={save}
      inputOf={inputOf}
      fields={EducationFields}
      complete={(d) => d.institution.trim() !== ''}
      tidy={(d) => ({ ...d, institution: d.institution.trim() })}
    />
  );
}

const EducationFields: EntryFields<EducationDraft> = ({ form }) => (
  <>
    <TextInput
      label="Institution"
      required
      maxLength={MAX_TEXT}
      {...form.getInputProps('institution')}
      data-autofocus
    />
    <TextInput label="Course" maxLength={MAX_TEXT} {...form.getInputProps('course')} />
    <StudyAreaSelect
      value={form.values}
      onChange={(area) => form.setValues({ ...area, area_pending: area.area_pending })}
    />
    <PeriodInputs
      value={form.values.period}
      onChange={(period) => form.setFieldValue('period', period)}
      currentLabel="I am currently studying here"
    />
  </>
);
