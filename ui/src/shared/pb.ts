import PocketBase, { BaseAuthStore, type AuthRecord } from 'pocketbase';
import { store, storageKeys } from './storage';
import {
  forgetPreloaded,
  REFRESH_PATH,
  takePreloaded,
  takePreloadedAs,
  takePreloadedRefresh,
} from './preloaded';

/**
 * Keeps the session in localStorage when the user chose "Remember me" and in
 * sessionStorage otherwise, under the keys authToken/authUser.
 */
export class RememberingAuthStore extends BaseAuthStore {
  private persistent: boolean;

  constructor() {
    super();
    const fromLocal = store.get(localStorage, storageKeys.token);
    const fromSession = store.get(sessionStorage, storageKeys.token);
    this.persistent = Boolean(fromLocal) || !fromSession;
    const storage = this.persistent ? localStorage : sessionStorage;
    const token = store.get(storage, storageKeys.token) ?? '';
    let record: AuthRecord = null;
    try {
      record = JSON.parse(store.get(storage, storageKeys.user) ?? 'null') as AuthRecord;
    } catch {
      record = null;
    }
    if (token) super.save(token, record);
  }

  /** Chooses where the next save goes. */
  setRemember(remember: boolean): void {
    this.persistent = remember;
  }

  get remembered(): boolean {
    return this.persistent;
  }

  save(token: string, record?: AuthRecord): void {
    super.save(token, record);
    const target = this.persistent ? localStorage : sessionStorage;
    const other = this.persistent ? sessionStorage : localStorage;
    store.set(target, storageKeys.token, token);
    store.set(target, storageKeys.user, JSON.stringify(record ?? null));
    store.remove(other, storageKeys.token);
    store.remove(other, storageKeys.user);
  }

  clear(): void {
    super.clear();
    for (const s of [localStorage, sessionStorage]) {
      store.remove(s, storageKeys.token);
      store.remove(s, storageKeys.user);
    }
  }
}

export const UNAUTHENTICATED_EVENT = 'voluntech:unauthenticated';

export const pb = new PocketBase('/', new RememberingAuthStore());
pb.autoCancellation(false);

// The session index.html found in storage: the token it asked with and
// whose user's answers it asked for (ui/build/routePreload.ts).
const preloadedFor = { token: pb.authStore.token, user: pb.authStore.record?.id ?? '' };
// Once the session ends or is another user's, no answer index.html
// started for the stored one may be taken.
pb.authStore.onChange((token, record) => {
  if (!token || (record?.id ?? '') !== preloadedFor.user) forgetPreloaded();
});

// A public page's first answers may be on their way already, asked for by
// index.html while the app loaded: a guest's GET takes them instead of
// asking again. On a signed-in page index.html started the session's
// refresh with the stored token (the first refresh takes it) and the
// page's first answers: a GET of the same user takes them, though the
// refresh has since renewed the token.
pb.beforeSend = (url, options) => {
  const method = options.method ?? 'GET';
  if (method === 'GET' && !pb.authStore.token) {
    options.fetch = (input, init) => takePreloaded(String(input)) ?? fetch(input, init);
  } else if (
    method === 'GET' &&
    preloadedFor.user &&
    pb.authStore.record?.id === preloadedFor.user
  ) {
    options.fetch = (input, init) =>
      takePreloadedAs(String(input), preloadedFor.token) ?? fetch(input, init);
  } else if (
    method === 'POST' &&
    new URL(url, location.origin).pathname === REFRESH_PATH &&
    Object.keys(options.query ?? {}).length === 0
  ) {
    // The client adds the query after beforeSend: a refresh asking for more
    // (expand, fields) than index.html did asks itself.
    const refresh = takePreloadedRefresh(pb.authStore.token);
    if (refresh) options.fetch = () => refresh;
  }
  return { url, options };
};
let checkingSession = false;

/**
 * Asks the server whether the session still stands. The records API reads a
 * token it no longer accepts (e.g. a team member the owner removed: their
 * token key was rotated) as a guest's, and refuses a guest with 403 or 404,
 * not 401; auth-refresh answers 401, which afterSend below reports.
 */
function checkSession(): void {
  if (checkingSession) return;
  checkingSession = true;
  pb.send(REFRESH_PATH, { method: 'POST', requestKey: null })
    .catch(() => undefined)
    .finally(() => {
      checkingSession = false;
    });
}

// A 401 on a call made with a session means the session has expired: the
// app shows the "Unauthenticated" modal.
pb.afterSend = (response, data) => {
  if (!pb.authStore.token) return data;
  if (response.status === 401) {
    window.dispatchEvent(new CustomEvent(UNAUTHENTICATED_EVENT));
  } else if (
    (response.status === 403 || response.status === 404) &&
    !response.url.includes(REFRESH_PATH)
  ) {
    checkSession();
  }
  return data;
};

export function authStore(): RememberingAuthStore {
  return pb.authStore as RememberingAuthStore;
}
