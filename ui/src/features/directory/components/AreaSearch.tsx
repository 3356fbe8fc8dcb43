import {
  ActionIcon,
  CloseButton,
  Combobox,
  Group,
  Loader,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAreaSearch, type SearchHit } from '@/features/directory/api/areaSearch';
import { TYPING_PAUSE_MS } from '@/shared/debounce';
import { paths } from '@/shared/paths';
import classes from './AreaSearch.module.css';

const MAX_QUERY = 100;

/**
 * The areas' top-bar search: volunteers, companies and opportunities as
 * you type, grouped, with the arrow keys and Enter to open one; Enter
 * without a chosen result opens `fullList` (a public list) with the query.
 */
export function AreaSearch({ fullList = paths.volunteers }: { fullList?: string }) {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
  const [q] = useDebouncedValue(value.trim(), TYPING_PAUSE_MS);
  const search = useAreaSearch(q);
  const groups: { label: string; hits: SearchHit[] }[] = search.data
    ? [
        { label: 'Volunteers', hits: search.data.volunteers },
        { label: 'Companies', hits: search.data.companies },
        { label: 'Opportunities', hits: search.data.opportunities },
      ]
    : [];
  const none = Boolean(search.data) && groups.every((g) => g.hits.length === 0);
  // On a phone: whether the field is open over the top bar.
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shown) input.current?.focus();
  }, [shown]);
  const hide = () => {
    setShown(false);
    toggle.current?.focus();
  };

  const open = (to: string) => {
    combobox.closeDropdown();
    setValue('');
    setShown(false);
    void navigate(to);
  };
  // Reached only when no result is chosen: Combobox keeps Enter on an option.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = value.trim();
    if (text) open(`${fullList}?q=${encodeURIComponent(text)}`);
  };

  return (
    <>
      <ActionIcon
        ref={toggle}
        className={classes.toggle}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label="Open site search"
        aria-expanded={shown}
        onClick={() => setShown(true)}
      >
        <IconSearch size={22} aria-hidden />
      </ActionIcon>
      <form
        role="search"
        aria-label="Site"
        onSubmit={submit}
        style={{ minWidth: 0 }}
        className={classes.form}
        data-open={shown || undefined}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && shown) hide();
        }}
      >
        {/* The results stay inside the search landmark (a portal would put
          them outside every landmark). */}
        <Combobox store={combobox} onOptionSubmit={open} withinPortal={false}>
          <Combobox.Target>
            <TextInput
              ref={input}
              className={classes.field}
              aria-label="Site search"
              placeholder="Search volunteers, companies, opportunities"
              value={value}
              maxLength={MAX_QUERY}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={search.isFetching ? <Loader size={14} aria-hidden /> : null}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                combobox.openDropdown();
                combobox.updateSelectedOptionIndex();
              }}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
              w={{ base: '100%', xs: 200, md: 260 }}
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
        <CloseButton className={classes.close} aria-label="Close search" onClick={hide} />
      </form>
    </>
  );
}
