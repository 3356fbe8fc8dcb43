import {
  Combobox,
  Group,
  Loader,
  Text,
  TextInput,
  useCombobox,
  type TextInputProps,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useAreaSearch, type SearchHit } from '@/features/directory/api/areaSearch';
import { TYPING_PAUSE_MS } from '@/shared/debounce';

export interface SearchFieldProps {
  /** The field's own props, as AreaSearch draws it before this loads. */
  field: TextInputProps & {
    ref: React.RefObject<HTMLInputElement | null>;
    value: string;
  };
  onValue: (value: string) => void;
  /** Opens a chosen result. */
  onOpen: (to: string) => void;
  /** The plain field had the focus, with this caret: this field takes both. */
  refocus: [number, number] | null;
}

/**
 * The top-bar search's field with its results as you type, loaded on the
 * field's first focus (AreaSearch).
 */
export function AreaSearchField({ field, onValue, onOpen, refocus }: SearchFieldProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [q] = useDebouncedValue(field.value.trim(), TYPING_PAUSE_MS);
  const search = useAreaSearch(q);
  const groups: { label: string; hits: SearchHit[] }[] = search.data
    ? [
        { label: 'Volunteers', hits: search.data.volunteers },
        { label: 'Companies', hits: search.data.companies },
        { label: 'Opportunities', hits: search.data.opportunities },
      ]
    : [];
  const none = Boolean(search.data) && groups.every((g) => g.hits.length === 0);

  const taken = useRef(false);
  useEffect(() => {
    const input = field.ref.current;
    if (!refocus || taken.current || !input) return;
    taken.current = true;
    input.focus();
    input.setSelectionRange(...refocus);
  }, [field.ref, refocus]);

  const open = (to: string) => {
    combobox.closeDropdown();
    onOpen(to);
  };

  return (
    // The results stay inside the search landmark (a portal would put
    // them outside every landmark).
    <Combobox store={combobox} onOptionSubmit={open} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          {...field}
          rightSection={search.isFetching ? <Loader size={14} aria-hidden /> : null}
          onChange={(e) => {
            onValue(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={q.length < 2 || !search.data}>
        <Combobox.Options aria-label="Search results">
          {groups.map((g) =>
            g.hits.length > 0 ? (
              <Combobox.Group label={g.label} key={g.label}>
                {g.hits.map((h) => (
                  <Combobox.Option value={h.to} key={h.key}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500} truncate>
                        {h.label}
                      </Text>
                      {h.detail ? (
                        <Text size="xs" c="dimmed" truncate>
                          {h.detail}
                        </Text>
                      ) : null}
                    </Group>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ) : null,
          )}
          {none ? (
            <Combobox.Empty>Nothing found. Press Enter to search the list.</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
