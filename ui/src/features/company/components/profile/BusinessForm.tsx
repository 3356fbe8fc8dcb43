import { Stack } from '@mantine/core';
import type { OnboardingDraft } from '../../api/onboarding';
import { useSaveBusiness } from '../../api/saveBusiness';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import {
  useSectionForm,
  type SectionFormProps,
} from '@/shared/components/profile-forms/useSectionForm';
import { FormActions } from './FormActions';
import { SUBMIT_FAILED } from '@/shared/serverErrors';
import { businessErrors, LIMITS, type BusinessValues } from './validation';
import { FormAlert } from '@/shared/components/FormAlert';

const FIELDS = ['description', 'progress_description', 'future_plan'];

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
        <CountedTextarea
          label="Describe your business"
          required
          max={LIMITS.businessText}
          {...form.getInputProps('description')}
          value={v.description}
        />
        <CountedTextarea
          label="Describe your progress"
          required
          max={LIMITS.businessText}
          {...form.getInputProps('progress_description')}
          value={v.progress_description}
        />
        <CountedTextarea
          label="Your plan for the next 12 to 18 months"
          required
          max={LIMITS.businessText}
          {...form.getInputProps('future_plan')}
          value={v.future_plan}
        />
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
