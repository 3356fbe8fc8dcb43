import { Stack } from '@mantine/core';
import type { OnboardingDraft } from '../api/onboarding';
import { useSaveBusiness } from '../api/saveBusiness';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import {
  useSectionForm,
  type SectionFormProps,
} from '@/shared/components/profile-forms/useSectionForm';
import { FormActions } from './FormActions';
import { SUBMIT_FAILED } from '@/shared/serverErrors';
import { businessErrors, LIMITS, type BusinessValues } from './validation';
import { FormAlert } from '@/shared/components/FormAlert';

/** The three texts of the step, each required and counted. */
const TEXTS = [
  { field: 'description', label: 'Describe your business' },
  { field: 'progress_description', label: 'Describe your progress' },
  { field: 'future_plan', label: 'Your plan for the next 12 to 18 months' },
] as const satisfies readonly { field: keyof BusinessValues; label: string }[];

const FIELDS: string[] = TEXTS.map((t) => t.field);

type BusinessFormProps = SectionFormProps<OnboardingDraft> & { draft: OnboardingDraft };

/**
 * Step 4, "Understanding the business and your plans", and the editor's
 * Business Background tab: three texts, each non-blank, with counters.
 */
export function BusinessForm({ draft, submitLabel, onSaved, onBack, draftKey }: BusinessFormProps) {
  const save = useSaveBusiness();
  const p = draft.profile;
  const { form, general, submitWith } = useSectionForm({
    draftKey,
    form: {
      initialValues: {
        description: p.description,
        progress_description: p.progress_description,
        future_plan: p.future_plan,
      } satisfies BusinessValues,
      validateInputOnBlur: true,
      validate: businessErrors,
    },
    save,
    isField: (k) => FIELDS.includes(k),
    fallback: SUBMIT_FAILED,
    onSaved,
  });
  const v = form.values;
  const valid = Object.keys(businessErrors(v)).length === 0;
  const submit = submitWith((values) => values);

  return (
    <form onSubmit={submit} noValidate aria-label="Business and plans">
      <Stack gap="md">
        {TEXTS.map(({ field, label }) => (
          <CountedTextarea
            key={field}
            label={label}
            required
            max={LIMITS.businessText}
            {...form.getInputProps(field)}
            value={v[field]}
          />
        ))}
        <FormAlert message={general} />
      </Stack>
      <FormActions
        submitLabel={submitLabel}
        canSubmit={valid}
        saving={save.isPending}
        onBack={onBack}
      />
    </form>
  );
}
