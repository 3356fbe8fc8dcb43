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

/** A short form's last row: its one submit button on the right, spinning while it sends. */
export function SubmitRow({ label, pending }: { label: string; pending: boolean }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={pending}>
        {label}
      </Button>
    </Group>
  );
}
