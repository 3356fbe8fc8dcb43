import { StatCard } from '@/shared/profile/StatCard';

/** A dashboard counter: a number and what it counts ("–" until it is known). */
export function Counter({ label, value }: { label: string; value: number | undefined }) {
  return <StatCard size="large" label={label} value={value ?? '–'} />;
}
