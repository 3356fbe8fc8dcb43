import type { OnboardingDraft } from '../api/onboarding';
import { useSaveBusiness } from '../api/saveBusiness';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import type { SectionFormProps } from '@/shared/components/profile-forms/useSectionForm';
import { StepForm } from './FormActions';
import { useStepForm } from './useStepForm';
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
  const { form, step } = useStepForm({
    draftKey,
    initialValues: {
      description: p.description,
      progress_description: p.progress_description,
      future_plan: p.future_plan,
    } satisfies BusinessValues,
    validate: businessErrors,
    save,
    fields: FIELDS,
    onSaved,
  });
  const v = form.values;

  return (
    <StepForm
      label="Business and plans"
      {...step((values) => values)}
      submitLabel={submitLabel}
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
