import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** The pause after the last key press before a search runs. */
export const SEARCH_DEBOUNCE_MS = 500;

interface Props {
  label: string;
  placeholder: string;
  maxLength: number;
  /** The search in the URL. */
  value: string;
  /**
   * Runs a search; `replace` when it refines one already run while typing,
   * so the back button skips the words typed on the way and returns to the
   * list before the search.
   */
  onSearch: (q: string, replace: boolean) => void;
}

/** The search box of a public list: searches 500 ms after typing stops, or on Enter. */
export function DebouncedSearchBox({ label, placeholder, maxLength, value, onSearch }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed under the box (back button, a shared link): show its search.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  // Whether this spell of typing has run a search already.
  const typing = useRef(false);
  const location = useLocation();
  const navigation = useNavigation();
  const searchAfterPause = useEffectEvent((q: string) => {
    // A card was opened while the pause ran: the page stays on screen until
    // the next one has loaded, and searching now would cancel that visit.
    if (navigation.location && navigation.location.pathname !== location.pathname) return;
    onSearch(q, typing.current);
    typing.current = true;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => searchAfterPause(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      aria-label={label}
      style={{ flex: '1 1 240px', minWidth: 0 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() !== value) onSearch(text, typing.current);
        typing.current = false;
      }}
    >
      <TextInput
        enterKeyHint="search"
        label={label}
        placeholder={placeholder}
        value={text}
        maxLength={maxLength}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => {
          typing.current = false;
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label="Clear search"
              onClick={() => {
                setText('');
                typing.current = false;
                onSearch('', false);
              }}
            />
          ) : null
        }
      />
    </form>
  );
}
