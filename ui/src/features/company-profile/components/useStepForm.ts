import type { FormErrors } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useSectionForm } from '@/shared/components/profile-forms/useSectionForm';
import { SUBMIT_FAILED } from '@/shared/serverErrors';

interface StepFormOptions<Values extends object, Input, Saved> {
  draftKey: string;
  initialValues: Values;
  /** The step's rules: checked on blur and on submit, and Save stays off while any fails. */
  validate: (values: Values) => FormErrors;
  save: UseMutationResult<Saved, Error, Input>;
  /** The fields whose server errors show under them. */
  fields: readonly string[];
  onSaved: (saved: Saved) => void;
}

/**
 * The form of an onboarding step (or editor tab) of the company profile, and
 * `step(inputOf)`: what its StepForm takes from it (submit with the input
 * `inputOf` makes of the values, the refusal, whether Save is on, saving).
 */
export function useStepForm<Values extends object, Input, Saved>({
  draftKey,
  initialValues,
  validate,
  save,
  fields,
  onSaved,
}: StepFormOptions<Values, Input, Saved>) {
  const { form, general, submitWith } = useSectionForm({
    draftKey,
    form: { initialValues, validateInputOnBlur: true, validate },
    save,
    isField: (k) => fields.includes(k),
    fallback: SUBMIT_FAILED,
    onSaved,
  });
  const canSubmit = Object.keys(validate(form.values)).length === 0;
  const step = (inputOf: (values: Values) => Input) => ({
    onSubmit: submitWith(inputOf),
    general,
    canSubmit,
    saving: save.isPending,
  });
  return { form, step };
}
