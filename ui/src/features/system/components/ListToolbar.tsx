import { Group, Select, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ListControls } from './useListControls';

/** The "all" choice of a filter: Mantine's Select cannot hold an empty value. */
export const ALL = 'all';

export interface ListToolbarProps {
  /** The list's search text and filter, which this toolbar edits. */
  controls: ListControls;
  searchLabel: string;
  searchPlaceholder: string;
  /** A filter beside the search; left out when there is none. */
  filter?: {
    label: string;
    /** The "all" option's label, e.g. "All categories". */
    allLabel: string;
    options: { value: string; label: string }[];
  };
}

/** A list's search box (`controls` debounces it) and its one filter. */
export function ListToolbar({
  controls,
  searchLabel,
  searchPlaceholder,
  filter,
}: ListToolbarProps) {
  return (
    <Group gap="sm" align="flex-end">
      <SearchInput controls={controls} aria-label={searchLabel} placeholder={searchPlaceholder} />
      {filter ? (
        <Select
          aria-label={filter.label}
          data={[{ value: ALL, label: filter.allLabel }, ...filter.options]}
          value={controls.filter || ALL}
          onChange={(v) => controls.setFilter(!v || v === ALL ? '' : v)}
          allowDeselect={false}
          w={{ base: '100%', sm: 240 }}
        />
      ) : null}
    </Group>
  );
}

/** A list's search box, bound to the list's search text (`controls` debounces it). */
export function SearchInput({ controls, ...input }: TextInputProps & { controls: ListControls }) {
  return (
    <TextInput
      {...input}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={controls.text}
      onChange={(e) => controls.setText(e.currentTarget.value)}
      w={{ base: '100%', sm: 340 }}
    />
  );
}
