import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { FormModal } from './FormModal';

export const LOOKUP_NAME_MAX = 100;

interface Props {
  opened: boolean;
  /** "Add Volunteer Category", "Rename Area of Study". */
  title: string;
  submitLabel: string;
  initialName: string;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (name: string) => void;
}

/** The dialog that names an entry of a pick list: a name, Cancel, and Add (or Save). */
export function LookupNameModal({
  opened,
  title,
  submitLabel,
  initialName,
  pending,
  error,
  onClose,
  onSubmit,
}: Props) {
  const form = useForm({
    initialValues: { name: initialName },
    validate: {
      name: (v) => {
        const name = v.trim();
        if (!name) return 'Please enter a name.';
        if (name.length > LOOKUP_NAME_MAX) {
          return `The name must be at most ${LOOKUP_NAME_MAX} characters long.`;
        }
        return null;
      },
    },
  });

  // Each opening starts from the entry's current name.
  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (opened) {
      setValues({ name: initialName });
      resetDirty({ name: initialName });
      clearErrors();
    }
  }, [opened, initialName, setValues, resetDirty, clearErrors]);

  // The server's word on the name (e.g. a duplicate) goes under the field.
  const serverField = error ? fieldErrors(error).name : undefined;
  const general = error && !serverField ? errorMessage(error) : null;

  return (
    <FormModal
      opened={opened}
      title={title}
      pending={pending}
      general={general}
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={form.onSubmit((v) => onSubmit(v.name.trim()))}
    >
      <TextInput
        label="Name"
        required
        maxLength={LOOKUP_NAME_MAX}
        data-autofocus
        {...form.getInputProps('name')}
        error={form.errors.name ?? serverField}
      />
    </FormModal>
  );
}
