import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { TYPING_PAUSE_MS } from '@/shared/debounce';

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

/** The search box of a public list: searches once typing pauses (TYPING_PAUSE_MS), or on Enter. */
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
  // Runs with this render's values when the pause ends: the text shown
  // then (the URL may have replaced what was typed) against the URL's search.
  const searchAfterPause = useDebouncedCallback(() => {
    if (text.trim() === value) return;
    // A card was opened while the pause ran: the page stays on screen until
    // the next one has loaded, and searching now would cancel that visit.
    if (navigation.location && navigation.location.pathname !== location.pathname) return;
    onSearch(text, typing.current);
    typing.current = true;
  }, TYPING_PAUSE_MS);

  return (
    <form
      role="search"
      aria-label={label}
      style={{ flex: '1 1 240px', minWidth: 0 }}
      onSubmit={(e) => {
        e.preventDefault();
        searchAfterPause.cancel();
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
        onChange={(e) => {
          setText(e.currentTarget.value);
          searchAfterPause();
        }}
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
                searchAfterPause.cancel();
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
