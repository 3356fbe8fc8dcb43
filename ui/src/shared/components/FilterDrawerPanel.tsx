import { Button, Drawer, Stack } from '@mantine/core';
import type { FilterDrawerProps } from './FilterDrawer';
import { useOpenedAfterMount } from './useOpenedAfterMount';

/**
 * The drawer itself, loaded the first time the filters are opened (the
 * drawer, its focus trap and scroll area are not needed before).
 */
export default function FilterDrawerPanel({
  opened,
  onClose,
  showLabel,
  children,
}: FilterDrawerProps) {
  const shown = useOpenedAfterMount(opened);
  return (
    <Drawer
      opened={shown}
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
