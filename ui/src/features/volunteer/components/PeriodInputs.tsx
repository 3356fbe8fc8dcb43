import { Checkbox, NativeSelect, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { MONTHS, yearOptions } from '@/shared/period';
import type { PeriodDraft } from './periodDraft';

const monthData = [
  { value: '', label: 'Month' },
  ...MONTHS.map((m, i) => ({ value: String(i + 1), label: m })),
];

interface PeriodInputsProps {
  value: PeriodDraft;
  onChange: (value: PeriodDraft) => void;
  /** "I am currently studying here", "I am currently employed here". */
  currentLabel: string;
  /** Field errors from the server, keyed start_year, end_month... */
  errors?: Partial<Record<keyof PeriodDraft, string>>;
}

/**
 * Start and end month and year (years 1970 to the current year,
 * docs/architecture.md, decision 4) and the "current" checkbox, which clears and hides the end.
 */
export function PeriodInputs({ value, onChange, currentLabel, errors = {} }: PeriodInputsProps) {
  const yearData = useMemo(() => [{ value: '', label: 'Year' }, ...yearOptions()], []);
  const set = (patch: Partial<PeriodDraft>) => onChange({ ...value, ...patch });

  return (
    <>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <NativeSelect
          label="Start month"
          data={monthData}
          value={value.start_month}
          onChange={(e) => set({ start_month: e.currentTarget.value })}
          error={errors.start_month}
        />
        <NativeSelect
          label="Start year"
          data={yearData}
          value={value.start_year}
          onChange={(e) => set({ start_year: e.currentTarget.value })}
          error={errors.start_year}
        />
      </SimpleGrid>
      <Checkbox
        label={currentLabel}
        checked={value.current}
        onChange={(e) => {
          const current = e.currentTarget.checked;
          set(current ? { current, end_year: '', end_month: '' } : { current });
        }}
      />
      {value.current ? null : (
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <NativeSelect
            label="End month"
            data={monthData}
            value={value.end_month}
            onChange={(e) => set({ end_month: e.currentTarget.value })}
            error={errors.end_month}
          />
          <NativeSelect
            label="End year"
            data={yearData}
            value={value.end_year}
            onChange={(e) => set({ end_year: e.currentTarget.value })}
            error={errors.end_year}
          />
        </SimpleGrid>
      )}
    </>
  );
}
