import { useEffect, useState, type RefObject } from 'react';

/**
 * A top-bar control whose menu loads on its first click: `used` once
 * clicked, and the props of the closed control drawn until then (its
 * target's attributes when closed; pointing at it or focusing it starts
 * the download).
 */
export function useFirstClick(load: () => Promise<unknown>, popup: 'dialog' | 'menu') {
  const [used, setUsed] = useState(false);
  const props = {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => setUsed(true),
  } as const;
  return { used, props };
}

/**
 * For the loaded menu: the click that loaded it opens it, from its new
 * target, which takes the focus of the control it replaced (so closing
 * the menu returns the focus to it).
 */
export function useOpenOnMount(target: RefObject<HTMLElement | null>, open: () => void) {
  useEffect(() => {
    target.current?.focus();
    open();
  }, [target, open]);
}
