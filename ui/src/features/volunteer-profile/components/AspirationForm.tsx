import { NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { charCount, isBlank } from '@/shared/fields';
import { useSaveAspiration } from '../api/saveAspiration';
import { SAVE_FAILED } from '@/shared/serverErrors';
import { useSectionForm } from '@/shared/components/profile-forms/useSectionForm';
import { StepForm } from './StepActions';
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

/**
 * The availability's bounds: an opportunity's longest day and duration (the server's, hooks/volunteers
 * MaxHoursPerDay and MaxMonths); 0 or empty is "not said".
 */
export const AVAILABILITY = {
  hours_per_day: {
    label: 'Hours per day you can give',
    max: 12,
    message: 'Choose whole hours from 0 to 12 (0: not said).',
  },
  months: {
    label: 'For how many months',
    max: 24,
    message: 'Choose whole months from 0 to 24 (0: not said).',
  },
} as const;

interface AspirationValues {
  about: string;
  aspirations: string;
  opportunity: string;
  available: boolean;
  /** What the volunteer can give; '' (or 0) is not said. */
  hours_per_day: number | '';
  months: number | '';
}

function wholeIn(v: number | '', max: number): boolean {
  return v === '' || (Number.isInteger(v) && v >= 0 && v <= max);
}

export function aspirationErrors(v: AspirationValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const t of TEXTS) {
    if (isBlank(v[t.key])) errors[t.key] = t.required;
    else if (charCount(v[t.key].trim()) > MAX_CAREER_TEXT) {
      errors[t.key] = `Must be at most ${MAX_CAREER_TEXT} characters.`;
    }
  }
  for (const key of ['hours_per_day', 'months'] as const) {
    if (!wholeIn(v[key], AVAILABILITY[key].max)) errors[key] = AVAILABILITY[key].message;
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
        hours_per_day: p.hours_per_day || '',
        months: p.months || '',
      } satisfies AspirationValues,
      validate: aspirationErrors,
    },
    save,
    isField: (k) =>
      ['about', 'aspirations', 'opportunity', 'available', 'hours_per_day', 'months'].includes(k),
    fallback: SAVE_FAILED,
    onSaved,
  });

  const submit = submitWith((values) => ({
    ...values,
    hours_per_day: values.hours_per_day === '' ? 0 : values.hours_per_day,
    months: values.months === '' ? 0 : values.months,
  }));

  return (
    <StepForm
      label="Career aspirations"
      onSubmit={submit}
      submitLabel={submitLabel}
      saving={save.isPending}
      onBack={onBack}
      error={general}
    >
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
      <Stack gap={4} component="fieldset" m={0} p={0} style={{ border: 0 }}>
        <Text component="legend" fw={700} size="sm" p={0}>
          Your availability
        </Text>
        <Text size="sm" c="gray.7">
          Recommendations favour opportunities that fit the time you can give. Leave empty if you
          would rather not say.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {(['hours_per_day', 'months'] as const).map((key) => (
            <NumberInput
              key={key}
              label={AVAILABILITY[key].label}
              min={0}
              max={AVAILABILITY[key].max}
              allowDecimal={false}
              allowNegative={false}
              // Out of bounds stays as typed: the message says the bounds.
              clampBehavior="none"
              {...form.getInputProps(key)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </StepForm>
  );
}
