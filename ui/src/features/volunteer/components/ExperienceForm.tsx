import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { INVALID_URL, isWebUrl } from '@/shared/socialLinks';
import { useSaveExperience, type ExperienceInput } from '../api/saveExperience';
import type { Experience } from '../api/volunteerProfile';
import { PeriodInputs } from './PeriodInputs';
import {
  emptyPeriod,
  periodDraftError,
  periodDraftOf,
  periodFieldsOf,
  type PeriodDraft,
} from './periodDraft';
import { EntryDialogFrame, PeriodEntriesForm, type EntryDialogProps } from './PeriodEntriesForm';
import { newEntryKey } from './EntryList';
import type { StepFormProps } from './types';

const MAX_TEXT = 100;

interface ExperienceDraft {
  key: string;
  role: string;
  company: string;
  company_url: string;
  period: PeriodDraft;
}

function draftOf(e: Experience): ExperienceDraft {
  return {
    key: e.id || newEntryKey(),
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
export function ExperienceForm({ profile, ...props }: StepFormProps) {
  const save = useSaveExperience();
  return (
    <PeriodEntriesForm
      {...props}
      label="Experience"
      noun="experience"
      errorKey="experiences"
      initial={() => profile.experiences.map(draftOf)}
      newDraft={() => ({
        key: newEntryKey(),
        role: '',
        company: '',
        company_url: '',
        period: emptyPeriod,
      })}
      view={(d) => ({
        title: d.role ? `${d.role} at ${d.company}` : d.company,
        lines: [d.company_url],
      })}
      save={save}
      inputOf={inputOf}
      dialog={ExperienceDialogForm}
    />
  );
}

function ExperienceDialogForm({ initial, onCancel, onSave }: EntryDialogProps<ExperienceDraft>) {
  const [draft, setDraft] = useState(initial);
  const periodError = periodDraftError(draft.period);
  const url = draft.company_url.trim();
  const urlError = url && !isWebUrl(url) ? INVALID_URL : null;
  const canSave = draft.company.trim() !== '' && periodError === null && urlError === null;

  return (
    <EntryDialogFrame
      periodError={periodError}
      canSave={canSave}
      onCancel={onCancel}
      onSave={() =>
        onSave({
          ...draft,
          role: draft.role.trim(),
          company: draft.company.trim(),
          company_url: url,
        })
      }
    >
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
    </EntryDialogFrame>
  );
}
