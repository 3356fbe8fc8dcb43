// Keys of the browser storage the app uses.
export const storageKeys = {
  token: 'authToken',
  user: 'authUser',
  email: 'authEmail',
  returnPath: 'returnPath',
  pendingAdultConfirm: 'pendingAdultConfirm',
  lastProfileStep: 'lastProfileStep',
  accessRemoved: 'accessRemoved',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage can throw in private modes or when full; the app still works.
    return fallback;
  }
}

export const store = {
  get: (s: Storage, key: string): string | null => safe(() => s.getItem(key), null),
  set: (s: Storage, key: string, value: string): void =>
    safe(() => s.setItem(key, value), undefined),
  remove: (s: Storage, key: string): void => safe(() => s.removeItem(key), undefined),
};
