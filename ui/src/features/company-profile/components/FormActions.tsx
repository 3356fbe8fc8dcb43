import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert } from '@/shared/components/FormAlert';
import { FormActionRow } from '@/shared/forms/FormActionRow';

interface FormActionsProps {
  submitLabel: string;
  /** Disabled until the step reports itself valid. */
  canSubmit: boolean;
  saving: boolean;
  onBack?: () => void;
  /** Only child sub-steps offer Skip. */
  onSkip?: () => void;
  skipping?: boolean;
}

/** Back on the left; Skip and the submit button on the right. */
export function FormActions({
  submitLabel,
  canSubmit,
  saving,
  onBack,
  onSkip,
  skipping = false,
}: FormActionsProps) {
  const busy = saving || skipping;
  return (
    <FormActionRow onBack={onBack} backDisabled={busy}>
      <Group gap="sm" ml="auto">
        {onSkip ? (
          <Button variant="subtle" onClick={onSkip} loading={skipping} disabled={saving}>
            Skip
          </Button>
        ) : null}
        <Button type="submit" disabled={!canSubmit || skipping} loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </FormActionRow>
  );
}

interface StepFormProps extends FormActionsProps {
  /** The form's name: "Company background". */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's refusal no field explains, under the fields. */
  general: string | null;
  /** The step's fields. */
  children: ReactNode;
}

/** A step of the onboarding (or a tab of the editor): its fields, the refusal, then FormActions. */
export function StepForm({ label, onSubmit, general, children, ...actions }: StepFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <FormAlert message={general} />
      </Stack>
      <FormActions {...actions} />
    </form>
  );
}
