import type { UseFormReturnType } from '@mantine/form';

// A field checked as it loses focus can show an error that moves the page;
// when the focus left because of a press of the mouse or a finger, the
// check waits until that press has become a click, so the click still lands
// on what was under the pointer when it was pressed.
let pressed = false;
let waiting: (() => void)[] = [];
let listening = false;

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  // A focus change after the release checks at once; checks held during the
  // press run once the click it makes has been handled.
  const release = () => {
    pressed = false;
    if (waiting.length > 0) setTimeout(runWaiting, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // When that click submits a form, the submit checks every field itself; a
  // held check running later would erase an error the server has answered
  // with in the meantime (the field was valid as far as the form knew).
  document.addEventListener('submit', () => (waiting = []), true);
}

function runWaiting() {
  const run = waiting;
  waiting = [];
  run.forEach((fn) => fn());
}

/** Runs `fn` now, or after the click in progress when a pointer is pressed. */
export function afterClick(fn: () => void): void {
  listen();
  if (pressed) waiting.push(fn);
  else fn();
}

/**
 * An `enhanceGetInputProps` for useForm: `fields` are checked as they lose
 * focus (in place of `validateInputOnBlur`), after any click in progress.
 */
export function validateOnBlur<T>(fields: readonly string[]) {
  listen();
  return ({ field, form }: { field: string; form: UseFormReturnType<T> }) =>
    fields.includes(field) ? { onBlur: () => afterClick(() => form.validateField(field)) } : {};
}
