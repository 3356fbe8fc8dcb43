import { Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLatch } from '@/shared/hooks/useLatch';

const FilterDrawerPanel = lazy(() => import('./FilterDrawerPanel'));

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

export interface FilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The closing button's text, e.g. "Show 12 opportunities". */
  showLabel: string;
  /** The filter panel (and anything under it). */
  children: ReactNode;
}

/**
 * The filters of a list on narrow screens, with a button back to the
 * results. The drawer's code loads when it is first opened.
 */
export function FilterDrawer(props: FilterDrawerProps) {
  if (!useLatch(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <FilterDrawerPanel {...props} />
    </Suspense>
  );
}
