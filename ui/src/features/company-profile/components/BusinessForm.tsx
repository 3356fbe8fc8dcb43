import type { OnboardingDraft } from '../api/onboarding';
import { useSaveBusiness } from '../api/saveBusiness';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import {
  useSectionForm,
  type SectionFormProps,
} from '@/shared/components/profile-forms/useSectionForm';
import { StepForm } from './FormActions';
import { SUBMIT_FAILED } from '@/shared/serverErrors';
import { businessErrors, LIMITS, type BusinessValues } from './validation';

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
    <StepForm
      label="Business and plans"
      onSubmit={submit}
      general={general}
      submitLabel={submitLabel}
      canSubmit={valid}
      saving={save.isPending}
      onBack={onBack}
    >
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
    </StepForm>
  );
}
