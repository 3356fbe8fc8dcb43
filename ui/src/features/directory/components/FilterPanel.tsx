import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Facet } from '../api/types';
import type { FilterSpec } from '../urlState';

export interface FilterPanelProps<K extends string> {
  specs: readonly FilterSpec<K>[];
  filters: Record<K, string[]>;
  facets: Partial<Record<K, Facet[]>> | undefined;
  /** The name of a selected value, for one the facets leave out. */
  labelOf: (key: K, value: string) => string;
  /** Sets (or with null clears) a filter of one value. */
  onSet: (key: K, value: string | null) => void;
  /** Adds a value to a filter of several values. */
  onAdd: (key: K, value: string) => void;
}

const optionLabel = (f: Facet) => `${f.label} (${f.count.toLocaleString('en-GB')})`;

/**
 * The filters of a directory list: a pick list per filter whose options and
 * counts ("Design (12)") come from the list's facets, so only values with
 * results are offered.
 */
export function FilterPanel<K extends string>(props: FilterPanelProps<K>) {
  const { specs, filters, facets, labelOf, onSet, onAdd } = props;
  return (
    <Stack gap="md">
      {specs.map((spec) => {
        const options = facets?.[spec.key] ?? [];
        const selected = filters[spec.key];
        return spec.multiple ? (
          <AddValueSelect
            key={spec.key}
            spec={spec}
            data={options.filter((f) => !selected.includes(f.value)).map(toOption)}
            onAdd={(value) => onAdd(spec.key, value)}
          />
        ) : (
          <Select
            key={spec.key}
            label={spec.label}
            placeholder={spec.placeholder}
            searchable
            clearable
            nothingFoundMessage="Nothing found"
            data={withSelected(options.map(toOption), selected[0], () =>
              labelOf(spec.key, selected[0] ?? ''),
            )}
            value={selected[0] ?? null}
            onChange={(value) => onSet(spec.key, value)}
          />
        );
      })}
    </Stack>
  );
}

function toOption(f: Facet) {
  return { value: f.value, label: optionLabel(f) };
}

/** The options, with the selected value added when the facets leave it out. */
function withSelected(
  options: { value: string; label: string }[],
  selected: string | undefined,
  label: () => string,
) {
  if (!selected || options.some((o) => o.value === selected)) return options;
  return [{ value: selected, label: label() }, ...options];
}

/** A pick list that adds its choice to a filter of several values and empties itself. */
function AddValueSelect<K extends string>({
  spec,
  data,
  onAdd,
}: {
  spec: FilterSpec<K>;
  data: { value: string; label: string }[];
  onAdd: (value: string) => void;
}) {
  const [search, setSearch] = useState('');
  return (
    <Select
      label={spec.label}
      placeholder={spec.placeholder}
      searchable
      nothingFoundMessage="Nothing found"
      data={data}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(value) => {
        setSearch('');
        if (value) onAdd(value);
      }}
    />
  );
}
