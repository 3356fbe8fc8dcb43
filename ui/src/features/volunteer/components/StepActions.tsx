import { Alert, Button, Group } from '@mantine/core';
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
      <Group justify="space-between" mt="xl" gap="sm">
        {onBack ? (
          <Button variant="default" onClick={onBack} disabled={saving}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={saving} disabled={disabled} ml="auto">
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
