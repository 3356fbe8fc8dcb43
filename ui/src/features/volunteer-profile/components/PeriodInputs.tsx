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

type MonthKey = 'start_month' | 'end_month';
type YearKey = 'start_year' | 'end_year';

/** The month and year selects of one end of the period. */
const ENDS = {
  start: { label: 'Start', month: 'start_month', year: 'start_year' },
  end: { label: 'End', month: 'end_month', year: 'end_year' },
} as const satisfies Record<string, { label: string; month: MonthKey; year: YearKey }>;

/**
 * Start and end month and year (years 1970 to the current year,
 * docs/architecture.md, decision 4) and the "current" checkbox, which clears and hides the end.
 */
export function PeriodInputs({ value, onChange, currentLabel, errors = {} }: PeriodInputsProps) {
  const yearData = useMemo(() => [{ value: '', label: 'Year' }, ...yearOptions()], []);

  const monthYear = ({ label, month, year }: (typeof ENDS)[keyof typeof ENDS]) => (
    <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
      {(
        [
          ['month', month, monthData],
          ['year', year, yearData],
        ] as const
      ).map(([part, key, data]) => (
        <NativeSelect
          key={key}
          label={`${label} ${part}`}
          data={data}
          value={value[key]}
          onChange={(e) => onChange({ ...value, [key]: e.currentTarget.value })}
          error={errors[key]}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <>
      {monthYear(ENDS.start)}
      <Checkbox
        label={currentLabel}
        checked={value.current}
        onChange={(e) => {
          const current = e.currentTarget.checked;
          onChange(
            current ? { ...value, current, end_year: '', end_month: '' } : { ...value, current },
          );
        }}
      />
      {value.current ? null : monthYear(ENDS.end)}
    </>
  );
}
