import { Button, Group } from '@mantine/core';
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
