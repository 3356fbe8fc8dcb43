import { NativeSelect, Stack, Switch } from '@mantine/core';
import { useLookups } from '@/shared/api/lookups';
import { MAX_DURATION_MONTHS, MAX_HOURS_PER_DAY, type OpportunityListState } from '../urlState';
import { SkillsInput } from './SkillsInput';

interface Props {
  state: OpportunityListState;
  onChange: (change: Partial<Omit<OpportunityListState, 'page'>>) => void;
  /** Tells the fields of the side panel from the drawer's (ids must differ). */
  idPrefix: string;
}

interface Option {
  value: string;
  label: string;
}

const HOURS: Option[] = Array.from({ length: MAX_HOURS_PER_DAY }, (_, i) => ({
  value: String(i + 1),
  label: `Up to ${i + 1} ${i === 0 ? 'hour' : 'hours'} a day`,
}));

const MONTHS: Option[] = [1, 2, 3, 6, 9, 12, 18, MAX_DURATION_MONTHS].map((m) => ({
  value: String(m),
  label: `Up to ${m} ${m === 1 ? 'month' : 'months'}`,
}));

const toInt = (value: string) => (value ? Number(value) : null);

/** The first option of a pick list: choosing it clears the filter. */
const any = (label: string): Option => ({ value: '', label });

/**
 * The options, with the selected value kept when they leave it out: still
 * loading ("…"), or an id from a link that names nothing listed.
 */
function withSelected(options: Option[], selected: string, pending: boolean): Option[] {
  if (!selected || options.some((o) => o.value === selected)) return options;
  return [{ value: selected, label: pending ? '…' : 'Unavailable' }, ...options];
}

/**
 * The filters of the opportunity list: category, location, hours, duration
 * and skills. Native pick lists (light, and typing a letter jumps to its
 * options); the first option of each ("Any category") clears it.
 */
export function FilterPanel({ state, onChange, idPrefix }: Props) {
  const categories = useLookups('volunteer_category');
  const countries = useLookups('country');

  return (
    <Stack gap="md">
      <NativeSelect
        id={`${idPrefix}-category`}
        label="Category"
        data={[
          any('Any category'),
          ...withSelected(categories.options, state.category, categories.isPending),
        ]}
        value={state.category}
        onChange={(e) => onChange({ category: e.currentTarget.value })}
      />
      <Switch
        id={`${idPrefix}-remote`}
        label="Remote only"
        checked={state.remote}
        onChange={(e) => onChange({ remote: e.currentTarget.checked })}
      />
      <NativeSelect
        id={`${idPrefix}-country`}
        label="Country"
        disabled={state.remote}
        data={[
          any(state.remote ? 'Remote' : 'Anywhere'),
          ...withSelected(countries.options, state.country, countries.isPending),
        ]}
        value={state.country}
        onChange={(e) => onChange({ country: e.currentTarget.value })}
      />
      <NativeSelect
        id={`${idPrefix}-hours`}
        label="Hours a day"
        data={[any('Any hours'), ...HOURS]}
        value={state.maxHours === null ? '' : String(state.maxHours)}
        onChange={(e) => onChange({ maxHours: toInt(e.currentTarget.value) })}
      />
      <NativeSelect
        id={`${idPrefix}-months`}
        label="Duration"
        data={[any('Any duration'), ...MONTHS]}
        value={state.maxMonths === null ? '' : String(state.maxMonths)}
        onChange={(e) => onChange({ maxMonths: toInt(e.currentTarget.value) })}
      />
      <SkillsInput
        id={`${idPrefix}-skills`}
        value={state.skills}
        onChange={(skills) => onChange({ skills })}
      />
    </Stack>
  );
}
