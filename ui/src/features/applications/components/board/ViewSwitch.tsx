import { SegmentedControl } from '@mantine/core';
import type { ApplicantsView } from './useApplicantsView';

const VIEWS = [
  { value: 'table', label: 'Table' },
  { value: 'board', label: 'Board' },
];

/** The one control that switches the applicants between the table and the board. */
export function ViewSwitch({
  value,
  onChange,
}: {
  value: ApplicantsView;
  onChange: (view: ApplicantsView) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Show the applicants as"
      data={VIEWS}
      value={value}
      onChange={(v) => onChange(v === 'board' ? 'board' : 'table')}
    />
  );
}
