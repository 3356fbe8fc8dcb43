import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form's last row: Back on the left when there is a step to go back to, the actions on the right. */
export function FormActionRow({
  onBack,
  backDisabled,
  children,
}: {
  onBack?: () => void;
  backDisabled: boolean;
  /** The actions, pushed to the right (`ml="auto"`). */
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" mt="xl" gap="sm">
      {onBack ? (
        <Button variant="default" onClick={onBack} disabled={backDisabled}>
          Back
        </Button>
      ) : (
        <span />
      )}
      {children}
    </Group>
  );
}
