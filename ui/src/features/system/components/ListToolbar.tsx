import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The "all" choice of a filter: Mantine's Select cannot hold an empty value. */
export const ALL = 'all';

interface Props {
  searchLabel: string;
  searchPlaceholder: string;
  text: string;
  onText: (value: string) => void;
  /** A filter beside the search; left out when there is none. */
  filter?: {
    label: string;
    /** The "all" option's label, e.g. "All categories". */
    allLabel: string;
    options: { value: string; label: string }[];
    value: string;
    onChange: (value: string) => void;
  };
}

/** A list's search box (the caller debounces) and its one filter. */
export function ListToolbar({ searchLabel, searchPlaceholder, text, onText, filter }: Props) {
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        aria-label={searchLabel}
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => onText(e.currentTarget.value)}
        w={{ base: '100%', sm: 340 }}
      />
      {filter ? (
        <Select
          aria-label={filter.label}
          data={[{ value: ALL, label: filter.allLabel }, ...filter.options]}
          value={filter.value || ALL}
          onChange={(v) => filter.onChange(!v || v === ALL ? '' : v)}
          allowDeselect={false}
          w={{ base: '100%', sm: 240 }}
        />
      ) : null}
    </Group>
  );
}
