import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLookups } from '@/shared/api/lookups';

export interface StudyAreaValue {
  /** A study_area lookup id, "" when none is chosen or a new one is proposed. */
  area: string;
  /** A proposed new area (used when area is ""), or the saved area's name. */
  area_name: string;
  /** The chosen area waits for a superadmin's approval. */
  area_pending?: boolean;
}

const NEW = 'new:';
const PENDING = ' (pending approval)';

/**
 * The area of study: a searchable list of the approved areas and the ones
 * the volunteer proposed (marked "(pending approval)"), and an
 * 'Add "<typed>"' option that proposes a new one; the server saves it as a
 * pending lookup for a superadmin to approve.
 */
export function StudyAreaSelect({
  value,
  onChange,
  error,
}: {
  value: StudyAreaValue;
  onChange: (value: StudyAreaValue) => void;
  error?: string;
}) {
  const areas = useLookups('study_area');
  const [search, setSearch] = useState('');

  const known = useMemo(() => {
    const options = (areas.data ?? []).map((a) => ({
      value: a.id,
      label: a.status === 'pending' ? `${a.name}${PENDING}` : a.name,
      name: a.name,
    }));
    // A saved area the list does not return (proposed by someone else, still pending).
    if (value.area && !options.some((o) => o.value === value.area) && value.area_name) {
      options.push({
        value: value.area,
        label: value.area_pending ? `${value.area_name}${PENDING}` : value.area_name,
        name: value.area_name,
      });
    }
    return options;
  }, [areas.data, value.area, value.area_name, value.area_pending]);

  const selected = value.area || (value.area_name ? `${NEW}${value.area_name}` : null);
  const proposed =
    !value.area && value.area_name
      ? [{ value: `${NEW}${value.area_name}`, label: `${value.area_name}${PENDING}` }]
      : [];
  const typed = search.trim();
  const typedKnown =
    typed === '' ||
    known.some((o) => [o.name, o.label].some((t) => t.toLowerCase() === typed.toLowerCase())) ||
    proposed.some((o) => o.label === typed || o.value === `${NEW}${typed}`);
  const add = typedKnown ? [] : [{ value: `${NEW}${typed}`, label: `Add "${typed}"` }];
  const data = [...known.map(({ value: v, label }) => ({ value: v, label })), ...proposed, ...add];

  return (
    <Select
      label="Area of study"
      placeholder="Search or add an area"
      description="Not in the list? Type it and choose Add."
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear area of study' }}
      nothingFoundMessage="Type the name of your area of study"
      data={data}
      value={selected}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next) => {
        if (!next) onChange({ area: '', area_name: '' });
        else if (next.startsWith(NEW)) {
          onChange({ area: '', area_name: next.slice(NEW.length).slice(0, 100) });
        } else {
          const option = known.find((o) => o.value === next);
          onChange({
            area: next,
            area_name: option?.name ?? '',
            area_pending: option?.label.endsWith(PENDING) ?? false,
          });
        }
      }}
      error={error ?? (areas.isError ? 'The areas of study could not be loaded.' : undefined)}
      maxDropdownHeight={240}
    />
  );
}
