import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { OnboardingDraft } from '../../api/onboarding';
import { useSaveBusiness } from '../../api/saveBusiness';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { useDraftForm } from '@/shared/hooks/useFormDraft';
import { FormActions } from './FormActions';
import { applyServerErrors, SUBMIT_FAILED } from '@/shared/serverErrors';
import { businessErrors, LIMITS, type BusinessValues } from './validation';
import { FormAlert } from '@/shared/components/FormAlert';

const FIELDS = ['description', 'progress_description', 'future_plan'];

interface BusinessFormProps {
  draft: OnboardingDraft;
  submitLabel: string;
  onSaved: (draft: OnboardingDraft) => void;
  onBack?: () => void;
  /** Where unsaved values are kept (useDraftKey). */
  draftKey: string;
}

/**
 * Step 4, "Understanding the business and your plans", and the editor's
 * Business Background tab: three texts, each non-blank, with counters.
 */
export function BusinessForm({ draft, submitLabel, onSaved, onBack, draftKey }: BusinessFormProps) {
  const save = useSaveBusiness();
  const [general, setGeneral] = useState<string | null>(null);
  const p = draft.profile;
  const { form, clearDraft } = useDraftForm<BusinessValues>(draftKey, {
    initialValues: {
      description: p.description,
      progress_description: p.progress_description,
      future_plan: p.future_plan,
    },
    validateInputOnBlur: true,
    validate: businessErrors,
    onValuesChange: () => setGeneral(null),
  });
  const v = form.values;
  const valid = Object.keys(businessErrors(v)).length === 0;

  const submit = form.onSubmit((values) => {
    setGeneral(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        clearDraft();
        onSaved(saved);
      },
      onError: (err) => {
        setGeneral(
          applyServerErrors(form, err, (k) => FIELDS.includes(k), {
            fallback: SUBMIT_FAILED,
          }),
        );
      },
    });
  });

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
