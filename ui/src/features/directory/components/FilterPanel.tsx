import { NativeSelect, Stack } from '@mantine/core';
import type { Facet } from '../api/types';
import type { FilterSpec } from '../urlState';
import { formatNumber } from '@/shared/formatNumber';

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

interface Option {
  value: string;
  label: string;
}

const optionLabel = (f: Facet) => `${f.label} (${formatNumber(f.count)})`;

/**
 * The filters of a directory list: a native pick list per filter (light,
 * and typing a letter jumps to its options) whose options and counts
 * ("Design (12)") come from the list's facets, so only values with results
 * are offered. The first option is the placeholder: "Any category" clears a
 * filter of one value; a filter of several values adds its choice and
 * returns to "Add a skill".
 */
export function FilterPanel<K extends string>(props: FilterPanelProps<K>) {
  const { specs, filters, facets, labelOf, onSet, onAdd } = props;
  return (
    <Stack gap="md">
      {specs.map((spec) => {
        const options = facets?.[spec.key] ?? [];
        const selected = filters[spec.key];
        const none: Option = { value: '', label: spec.placeholder };
        return spec.multiple ? (
          <NativeSelect
            key={spec.key}
            label={spec.label}
            data={[none, ...options.filter((f) => !selected.includes(f.value)).map(toOption)]}
            value=""
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (value) onAdd(spec.key, value);
            }}
          />
        ) : (
          <NativeSelect
            key={spec.key}
            label={spec.label}
            data={[
              none,
              ...withSelected(options.map(toOption), selected[0], () =>
                labelOf(spec.key, selected[0] ?? ''),
              ),
            ]}
            value={selected[0] ?? ''}
            onChange={(e) => onSet(spec.key, e.currentTarget.value || null)}
          />
        );
      })}
    </Stack>
  );
}

function toOption(f: Facet): Option {
  return { value: f.value, label: optionLabel(f) };
}

/** The options, with the selected value added when the facets leave it out. */
function withSelected(options: Option[], selected: string | undefined, label: () => string) {
  if (!selected || options.some((o) => o.value === selected)) return options;
  return [{ value: selected, label: label() }, ...options];
}
