import { ActionIcon, CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/paths';
import classes from './AreaSearch.module.css';
import type { SearchFieldProps } from './AreaSearchField';

export const MAX_QUERY = 100;

// The results' drop-down (Mantine's Combobox and the positioning library
// behind it) loads when the field is first focused: a signed-in page
// draws its top bar without it. Pointing at the field starts the download.
const loadField = () => import('./AreaSearchField');

/**
 * The areas' top-bar search: volunteers, companies and opportunities as
 * you type, grouped, with the arrow keys and Enter to open one; Enter
 * without a chosen result opens `fullList` (a public list) with the query.
 */
export function AreaSearch({ fullList = paths.volunteers }: { fullList?: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  // On a phone: whether the field is open over the top bar.
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // The field with its results, once loaded; `refocus`: the plain field
  // it replaces had the focus (and this caret), which the new one takes.
  const [loaded, setLoaded] = useState<{
    Field: (p: SearchFieldProps) => React.ReactNode;
    refocus: [number, number] | null;
  } | null>(null);
  const load = () => {
    if (loaded) return;
    void loadField().then((m) => {
      const plain = input.current;
      setLoaded(
        (l) =>
          l ?? {
            Field: m.AreaSearchField,
            refocus:
              plain && document.activeElement === plain
                ? [
                    plain.selectionStart ?? plain.value.length,
                    plain.selectionEnd ?? plain.value.length,
                  ]
                : null,
          },
      );
    });
  };
  useEffect(() => {
    if (shown) input.current?.focus();
  }, [shown]);
  const hide = () => {
    setShown(false);
    toggle.current?.focus();
  };

  const open = (to: string) => {
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

  const field = {
    ref: input,
    className: classes.field,
    'aria-label': 'Site search',
    placeholder: 'Search volunteers, companies, opportunities',
    value,
    maxLength: MAX_QUERY,
    leftSection: <IconSearch size={16} aria-hidden />,
    w: { base: '100%', xs: 200, md: 260 },
  } as const;

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
        {loaded ? (
          <loaded.Field field={field} onValue={setValue} onOpen={open} refocus={loaded.refocus} />
        ) : (
          // Until its first focus: the same field, closed (the attributes
          // the drop-down's target carries when closed).
          <TextInput
            {...field}
            aria-haspopup="listbox"
            autoComplete="off"
            onChange={(e) => setValue(e.currentTarget.value)}
            onPointerEnter={() => void loadField()}
            onFocus={load}
          />
        )}
        <CloseButton className={classes.close} aria-label="Close search" onClick={hide} />
      </form>
    </>
  );
}
