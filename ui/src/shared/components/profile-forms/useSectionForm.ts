import type { UseFormInput } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useDraftForm } from '@/shared/hooks/useFormDraft';
import { applyServerErrors } from '@/shared/serverErrors';

/** What every section form of a profile (a wizard step or an editor tab) takes. */
export interface SectionFormProps<Saved> {
  submitLabel: string;
  /** After a successful save, with the server's answer. */
  onSaved: (saved: Saved) => void;
  onBack?: () => void;
  /** Where unsaved values are kept (useDraftKey). */
  draftKey: string;
}

interface SectionFormOptions<Values extends object, Input, Saved> {
  draftKey: string;
  form: Omit<UseFormInput<Values>, 'onValuesChange'> & { initialValues: Values };
  save: UseMutationResult<Saved, Error, Input>;
  /** Which of the server's field errors this form shows under its fields. */
  isField: (key: string) => boolean;
  /** The form's words for a failure nothing more specific explains. */
  fallback: string;
  onSaved: (saved: Saved) => void;
}

/**
 * A profile section's form, the same on every section: its values are kept
 * as a draft until a save succeeds; a save clears the draft and hands the
 * server's answer on; a failed save puts the server's field errors under the
 * fields and returns the rest as `general`, the message for the whole form,
 * which any change clears.
 */
export function useSectionForm<Values extends object, Input, Saved>({
  draftKey,
  form: input,
  save,
  isField,
  fallback,
  onSaved,
}: SectionFormOptions<Values, Input, Saved>) {
  const [general, setGeneral] = useState<string | null>(null);
  const { form, clearDraft } = useDraftForm<Values>(draftKey, {
    ...input,
    onValuesChange: () => setGeneral(null),
  });

  /** The submit handler that sends what `inputOf` makes of the form's values. */
  const submitWith = (inputOf: (values: Values) => Input) =>
    form.onSubmit((values) => {
      setGeneral(null);
      save.mutate(inputOf(values), {
        onSuccess: (saved) => {
          clearDraft();
          onSaved(saved);
        },
        onError: (err) => setGeneral(applyServerErrors(form, err, isField, { fallback })),
      });
    });

  return { form, general, submitWith };
}
