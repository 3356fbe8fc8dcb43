import { TextInput } from '@mantine/core';
import { INVALID_URL, isWebUrl } from '@/shared/socialLinks';
import { useSaveExperience, type ExperienceInput } from '../api/saveExperience';
import type { Experience } from '../api/volunteerProfile';
import { PeriodInputs } from './PeriodInputs';
import { entryDraftOf, entryInputOf } from './periodDraft';
import { PeriodEntriesForm, type EntryFields, type PeriodEntry } from './PeriodEntriesForm';
import type { StepFormProps } from './types';

const MAX_TEXT = 100;

/** The fields of an experience entry beside its period. */
const FIELDS = ['role', 'company', 'company_url'] as const;

type ExperienceDraft = Pick<Experience, (typeof FIELDS)[number]> & PeriodEntry;

const draftOf = (e: Experience): ExperienceDraft => entryDraftOf(e, FIELDS);
const inputOf = (d: ExperienceDraft): ExperienceInput => entryInputOf(d, FIELDS);

const urlErrorOf = (d: ExperienceDraft) => {
  const url = d.company_url.trim();
  return url && !isWebUrl(url) ? INVALID_URL : null;
};

/**
 * Sub-step 3.2, Experience: a list of entries, each added or edited in a
 * dialog, saved together (the list replaces the saved one).
 */
export function ExperienceForm({ profile, ...props }: StepFormProps) {
  const save = useSaveExperience();
  return (
    <PeriodEntriesForm
      {...props}
      label="Experience"
      noun="experience"
      errorKey="experiences"
      initial={() => profile.experiences.map(draftOf)}
      blank={{ role: '', company: '', company_url: '' }}
      view={(d) => ({
        title: d.role ? `${d.role} at ${d.company}` : d.company,
        lines: [d.company_url],
      })}
      save={save}
      inputOf={inputOf}
      fields={ExperienceFields}
      complete={(d) => d.company.trim() !== '' && urlErrorOf(d) === null}
      tidy={(d) => ({
        ...d,
        role: d.role.trim(),
        company: d.company.trim(),
        company_url: d.company_url.trim(),
      })}
    />
  );
}

const ExperienceFields: EntryFields<ExperienceDraft> = ({ form }) => (
  <>
    <TextInput label="Role" maxLength={MAX_TEXT} {...form.getInputProps('role')} data-autofocus />
    <TextInput label="Company" required maxLength={MAX_TEXT} {...form.getInputProps('company')} />
    <PeriodInputs
      value={form.values.period}
      onChange={(period) => form.setFieldValue('period', period)}
      currentLabel="I am currently employed here"
    />
    <TextInput
      label="Company URL"
      type="url"
      placeholder="https://"
      maxLength={255}
      {...form.getInputProps('company_url')}
      error={urlErrorOf(form.values)}
    />
  </>
);
