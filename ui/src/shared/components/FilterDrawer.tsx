import { Button, Drawer, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** On narrow screens, the button that opens the filters, with how many are set. */
export function FiltersButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Button
      hiddenFrom="md"
      variant="default"
      leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
      onClick={onClick}
      aria-haspopup="dialog"
    >
      {count > 0 ? `Filters (${count})` : 'Filters'}
    </Button>
  );
}

interface DrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The closing button's text, e.g. "Show 12 opportunities". */
  showLabel: string;
  /** The filter panel (and anything under it). */
  children: ReactNode;
}

/** The filters of a list on narrow screens, with a button back to the results. */
export function FilterDrawer({ opened, onClose, showLabel, children }: DrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Filters"
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Close filters' }}
    >
      <Stack gap="lg">
        {children}
        <Button onClick={onClose}>{showLabel}</Button>
      </Stack>
    </Drawer>
  );
}
