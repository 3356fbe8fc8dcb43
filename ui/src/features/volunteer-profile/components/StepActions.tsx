import { Alert, Button, Stack, type MantineSpacing } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormActionRow } from '@/shared/forms/FormActionRow';
import { IconAlertCircle } from '@tabler/icons-react';

interface StepActionsProps {
  /** "Save & Continue", "Complete" on the last step, "Save" in the editor. */
  submitLabel: string;
  saving: boolean;
  /** Shown from the wizard's second step on: the previous step or sub-step. */
  onBack?: () => void;
  /** A failure no field explains. */
  error?: string | null;
  disabled?: boolean;
}

/** The message of a failed save, then Back on the left and the submit button on the right. */
export function StepActions({
  submitLabel,
  saving,
  onBack,
  error,
  disabled = false,
}: StepActionsProps) {
  return (
    <>
      {error ? (
        <Alert color="red" role="alert" mt="md" icon={<IconAlertCircle size={20} aria-hidden />}>
          {error}
        </Alert>
      ) : null}
      <FormActionRow onBack={onBack} backDisabled={saving}>
        <Button type="submit" loading={saving} disabled={disabled} ml="auto">
          {submitLabel}
        </Button>
      </FormActionRow>
    </>
  );
}

interface StepFormProps extends StepActionsProps {
  /** The form's name: "Career aspirations". */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The space between the step's sections. */
  gap?: MantineSpacing;
  /** The step's fields. */
  children: ReactNode;
  /** What the form holds after its buttons (a dialog of its own). */
  after?: ReactNode;
}

/** A step of the wizard (or a tab of the editor): its fields, then StepActions. */
export function StepForm({
  label,
  onSubmit,
  gap = 'md',
  children,
  after,
  ...actions
}: StepFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap}>{children}</Stack>
      <StepActions {...actions} />
      {after}
    </form>
  );
}
