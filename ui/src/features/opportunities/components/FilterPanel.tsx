import { Select, Stack, Switch, TagsInput } from '@mantine/core';
import { useLookups } from '@/shared/api/lookups';
import {
  MAX_DURATION_MONTHS,
  MAX_HOURS_PER_DAY,
  MAX_SKILL,
  MAX_SKILLS,
  type OpportunityListState,
} from '../urlState';

interface Props {
  state: OpportunityListState;
  onChange: (change: Partial<Omit<OpportunityListState, 'page'>>) => void;
  /** Tells the fields of the side panel from the drawer's (ids must differ). */
  idPrefix: string;
}

const HOURS = Array.from({ length: MAX_HOURS_PER_DAY }, (_, i) => ({
  value: String(i + 1),
  label: `Up to ${i + 1} ${i === 0 ? 'hour' : 'hours'} a day`,
}));

const MONTHS = [1, 2, 3, 6, 9, 12, 18, MAX_DURATION_MONTHS].map((m) => ({
  value: String(m),
  label: `Up to ${m} ${m === 1 ? 'month' : 'months'}`,
}));

const toInt = (value: string | null) => (value ? Number(value) : null);

/** The filters of the opportunity list: category, location, hours, duration and skills. */
export function FilterPanel({ state, onChange, idPrefix }: Props) {
  const categories = useLookups('volunteer_category');
  const countries = useLookups('country');

  return (
    <Stack gap="md">
      <Select
        id={`${idPrefix}-category`}
        label="Category"
        placeholder="Any category"
        searchable
        clearable
        nothingFoundMessage="Nothing found"
        data={categories.options}
        value={state.category || null}
        onChange={(value) => onChange({ category: value ?? '' })}
      />
      <Switch
        id={`${idPrefix}-remote`}
        label="Remote only"
        checked={state.remote}
        onChange={(e) => onChange({ remote: e.currentTarget.checked })}
      />
      <Select
        id={`${idPrefix}-country`}
        label="Country"
        placeholder={state.remote ? 'Remote' : 'Anywhere'}
        searchable
        clearable
        disabled={state.remote}
        nothingFoundMessage="Nothing found"
        data={countries.options}
        value={state.country || null}
        onChange={(value) => onChange({ country: value ?? '' })}
      />
      <Select
        id={`${idPrefix}-hours`}
        label="Hours a day"
        placeholder="Any hours"
        clearable
        data={HOURS}
        value={state.maxHours === null ? null : String(state.maxHours)}
        onChange={(value) => onChange({ maxHours: toInt(value) })}
      />
      <Select
        id={`${idPrefix}-months`}
        label="Duration"
        placeholder="Any duration"
        clearable
        data={MONTHS}
        value={state.maxMonths === null ? null : String(state.maxMonths)}
        onChange={(value) => onChange({ maxMonths: toInt(value) })}
      />
      <TagsInput
        id={`${idPrefix}-skills`}
        label="Skills"
        placeholder={state.skills.length < MAX_SKILLS ? 'Type a skill, press Enter' : undefined}
        description="Opportunities asking for all of them"
        maxTags={MAX_SKILLS}
        splitChars={[',']}
        clearable
        value={state.skills}
        onChange={(skills) => onChange({ skills: skills.map((s) => s.slice(0, MAX_SKILL)) })}
      />
    </Stack>
  );
}
