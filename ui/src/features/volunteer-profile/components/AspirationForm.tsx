import { Stack, Switch } from '@mantine/core';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { charCount, isBlank } from '@/shared/fields';
import { useSaveAspiration } from '../api/saveAspiration';
import { SAVE_FAILED } from '@/shared/serverErrors';
import { useSectionForm } from '@/shared/components/profile-forms/useSectionForm';
import { StepActions } from './StepActions';
import type { StepFormProps } from './types';

/** Each career text: at most 500 characters, in the wizard and the editor (docs/architecture.md, decision 3). */
export const MAX_CAREER_TEXT = 500;

const TEXTS = [
  { key: 'about', label: 'Introduce yourself', required: 'Please introduce yourself.' },
  {
    key: 'aspirations',
    label: 'Describe your career path',
    required: 'Please describe your career path.',
  },
  {
    key: 'opportunity',
    label: 'Describe your ideal opportunity',
    required: 'Please describe your ideal opportunity.',
  },
] as const;

type TextKey = (typeof TEXTS)[number]['key'];

interface AspirationValues {
  about: string;
  aspirations: string;
  opportunity: string;
  available: boolean;
}

export function aspirationErrors(v: AspirationValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const t of TEXTS) {
    if (isBlank(v[t.key])) errors[t.key] = t.required;
    else if (charCount(v[t.key].trim()) > MAX_CAREER_TEXT) {
      errors[t.key] = `Must be at most ${MAX_CAREER_TEXT} characters.`;
    }
  }
  return errors;
}

/** Step 4, "Career aspirations": three texts, non-blank, and whether the volunteer is available. */
export function AspirationForm({ profile, submitLabel, onSaved, onBack, draftKey }: StepFormProps) {
  const save = useSaveAspiration();
  const p = profile.profile;
  const finished = profile.step > 6;
  const { form, general, submitWith } = useSectionForm({
    draftKey,
    form: {
      initialValues: {
        about: p.about,
        aspirations: p.aspirations,
        opportunity: p.opportunity,
        // Finishing the wizard makes a volunteer open to opportunities unless they say no.
        available: finished ? p.available : true,
      } satisfies AspirationValues,
      validate: aspirationErrors,
    },
    save,
    isField: (k) => ['about', 'aspirations', 'opportunity', 'available'].includes(k),
    fallback: SAVE_FAILED,
    onSaved,
  });

  const submit = submitWith((values) => values);

  return (
    <form onSubmit={submit} noValidate aria-label="Career aspirations">
      <Stack gap="md">
        {TEXTS.map((t) => (
          <CountedTextarea
            key={t.key}
            label={t.label}
            required
            max={MAX_CAREER_TEXT}
            minRows={4}
            {...form.getInputProps(t.key)}
            value={form.values[t.key as TextKey]}
          />
        ))}
        <Switch
          label="Open to opportunities"
          description="Companies see that you are available for new volunteering opportunities."
          {...form.getInputProps('available', { type: 'checkbox' })}
        />
      </Stack>
      <StepActions
        submitLabel={submitLabel}
        saving={save.isPending}
        onBack={onBack}
        error={general}
      />
    </form>
  );
}
