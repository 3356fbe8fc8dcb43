import { LoadingBars } from '@/shared/components/LoadingBars';

/** A dashboard card's list while it loads: two rows of the given height. */
export function LoadingRows({ label, height }: { label: string; height: number }) {
  return <LoadingBars label={label} gap="xs" w="100%" bars={[height, height]} />;
}
