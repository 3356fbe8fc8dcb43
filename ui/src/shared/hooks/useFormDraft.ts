import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../auth';
import { store } from '../storage';

const PREFIX = 'draft:';

// Files cannot be written to session storage; they are kept for as long as
// the page lives, so moving between steps or tabs does not drop a chosen
// image (a reload does: the browser cannot give the file back).
const files = new Map<string, Record<string, Blob>>();

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/**
 * The session storage key of a signed-in user's draft: the user's id is part
 * of it, so someone signing in after another in the same tab never sees the
 * other's typing. `name` starts with the page's scope (e.g.
 * `volunteer.editor.`) so `UnsavedChangesGuard` can find a page's drafts.
 */
export function useDraftKey(name: string): string {
  const user = useCurrentUser();
  return `${PREFIX}${user?.id ?? 'guest'}:${name}`;
}

/** Whether any draft under the scope holds unsaved values. */
export function hasDrafts(scopeKey: string): boolean {
  try {
    for (let i = 0; i < sessionStorage.length; i++) {
      if (sessionStorage.key(i)?.startsWith(scopeKey)) return true;
    }
  } catch {
    // Storage can be unavailable (private modes); nothing was kept then.
  }
  return false;
}

/** Drops every draft under the scope (the user chose to discard them). */
export function clearDrafts(scopeKey: string): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < sessionStorage.length; i++) {
      const k = sessionStorage.key(i);
      if (k?.startsWith(scopeKey)) keys.push(k);
    }
    keys.forEach((k) => store.remove(sessionStorage, k));
  } catch {
    // See hasDrafts.
  }
  for (const k of files.keys()) if (k.startsWith(scopeKey)) files.delete(k);
}

function readDraft<T>(key: string): Partial<T> {
  try {
    const parsed: unknown = JSON.parse(store.get(sessionStorage, key) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : {};
  } catch {
    // A draft that is no JSON (written by hand, or cut short) is ignored.
    return {};
  }
}

const comparable = <T extends object>(values: T, omit: readonly (keyof T)[]) =>
  JSON.stringify(
    Object.entries(values).filter(([k, v]) => !omit.includes(k as keyof T) && !isBlob(v)),
  );

/**
 * A form's unsent values kept in session storage, so a reload, a step back or
 * a switch of tabs does not lose them; the keys in `omit` (passwords) are
 * never written. `initial` is `base` (the saved values, or the empty form)
 * with whatever a stored draft holds of the same type: a draft written by an
 * older form cannot put a wrong type into a field. Values equal to `base`
 * leave no draft, so a stored draft always means unsaved changes.
 */
export function useFormDraft<T extends object>(
  key: string,
  base: T,
  omit: readonly (keyof T)[] = [],
) {
  // The saved values move on after a save; a later change compares with those.
  const baseRef = useRef(base);
  useEffect(() => {
    baseRef.current = base;
  });
  const [initial] = useState<T>(() => {
    const out = { ...base };
    const draft: Partial<T> = { ...readDraft<T>(key) };
    Object.assign(draft, files.get(key));
    for (const k of Object.keys(base) as (keyof T)[]) {
      const value = draft[k];
      if (omit.includes(k) || value === undefined) continue;
      const fits =
        base[k] === null
          ? (typeof value === 'string' && value !== '') || isBlob(value)
          : typeof value === typeof base[k] && Array.isArray(value) === Array.isArray(base[k]);
      if (fits) out[k] = value as T[keyof T];
    }
    return out;
  });
  // Written straight to storage, not through React state: a keystroke must
  // not render the form twice.
  const clear = () => {
    store.remove(sessionStorage, key);
    files.delete(key);
  };
  return {
    initial,
    save: (values: T) => {
      if (comparable(values, omit) === comparable(baseRef.current, omit)) {
        if (!Object.values(values).some(isBlob)) {
          clear();
          return;
        }
      }
      const entries = Object.entries(values).filter(([k]) => !omit.includes(k as keyof T));
      const blobs = entries.filter(([, v]) => isBlob(v));
      if (blobs.length > 0) files.set(key, Object.fromEntries(blobs) as Record<string, Blob>);
      else files.delete(key);
      store.set(
        sessionStorage,
        key,
        JSON.stringify(Object.fromEntries(entries.filter(([, v]) => !isBlob(v)))),
      );
    },
    clear,
  };
}

/**
 * `useForm` whose values are kept as a draft (see useFormDraft) from the
 * first change until `clearDraft` is called after a successful save.
 */
export function useDraftForm<T extends object>(
  key: string,
  input: UseFormInput<T> & { initialValues: T },
  omit: readonly (keyof T)[] = [],
): { form: UseFormReturnType<T>; clearDraft: () => void } {
  const draft = useFormDraft(key, input.initialValues, omit);
  const form = useForm<T>({
    mode: 'controlled',
    ...input,
    initialValues: draft.initial,
    onValuesChange: (values, previous) => {
      draft.save(values);
      input.onValuesChange?.(values, previous);
    },
  });
  return { form, clearDraft: draft.clear };
}

/**
 * `useState` for a form kept outside `useForm` (lists edited in dialogs),
 * with its value kept as a draft like useDraftForm's.
 */
export function useDraftState<T>(key: string, saved: T) {
  const draft = useFormDraft(key, { value: saved });
  const [value, setValue] = useState<T>(draft.initial.value);
  const set = (next: T | ((prev: T) => T)) =>
    setValue((prev) => {
      const out = typeof next === 'function' ? (next as (p: T) => T)(prev) : next;
      draft.save({ value: out });
      return out;
    });
  return [value, set, draft.clear] as const;
}
