import { useSessionStorage } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A form's unsent values kept in session storage, so a reload or a visit to
 * another page does not lose them; the keys in `omit` (passwords) are never
 * written. `initial` is `empty` with whatever a stored draft holds of the
 * same type: a draft written by an older form cannot put a wrong type into
 * a field.
 */
export function useFormDraft<T extends object>(key: string, empty: T, omit: readonly (keyof T)[]) {
  const [stored, setStored, removeStored] = useSessionStorage<Partial<T>>({
    key,
    defaultValue: {},
    getInitialValueInEffect: false,
    sync: false,
  });
  const [initial] = useState<T>(() => {
    const out = { ...empty };
    const draft: Partial<T> = stored && typeof stored === 'object' ? stored : {};
    for (const k of Object.keys(empty) as (keyof T)[]) {
      const value = draft[k];
      if (omit.includes(k) || value === undefined) continue;
      const fits =
        empty[k] === null
          ? typeof value === 'string' && value !== ''
          : typeof value === typeof empty[k];
      if (fits) out[k] = value as T[keyof T];
    }
    return out;
  });
  return {
    initial,
    save: (values: T) => {
      const kept = Object.entries(values).filter(([k]) => !omit.includes(k as keyof T));
      setStored(Object.fromEntries(kept) as Partial<T>);
    },
    clear: removeStored,
  };
}
