import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pb, UNAUTHENTICATED_EVENT } from './pb';

/** A fetch answering each path with a status, recording the paths asked for. */
function stubFetch(statusOf: (path: string) => number) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://app.test').pathname;
      calls.push(path);
      const status = statusOf(path);
      return Promise.resolve(
        new Response(JSON.stringify({ status, message: 'x', data: {} }), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

describe('the Unauthenticated event', () => {
  const seen = vi.fn();
  beforeEach(() => {
    seen.mockReset();
    window.addEventListener(UNAUTHENTICATED_EVENT, seen);
    pb.authStore.save('header.payload.signature', null);
  });
  afterEach(() => {
    window.removeEventListener(UNAUTHENTICATED_EVENT, seen);
    pb.authStore.clear();
    vi.unstubAllGlobals();
  });

  it('fires on a 401 of a call made with a session', async () => {
    stubFetch(() => 401);
    await expect(pb.send('/api/company/team', {})).rejects.toThrow();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('asks auth-refresh after a 404 and fires when the session is gone', async () => {
    const calls = stubFetch((path) => (path.endsWith('/auth-refresh') ? 401 : 404));
    await expect(
      pb.collection('applications').update('a1', { stage: 'rejected' }),
    ).rejects.toThrow();
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      '/api/collections/applications/records/a1',
      '/api/collections/users/auth-refresh',
    ]);
  });

  it('stays quiet when the session still stands', async () => {
    const calls = stubFetch((path) => (path.endsWith('/auth-refresh') ? 200 : 403));
    await expect(pb.send('/api/billing/cancel', { method: 'POST' })).rejects.toThrow();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).not.toHaveBeenCalled();
  });

  it('does nothing for a guest', async () => {
    pb.authStore.clear();
    const calls = stubFetch(() => 404);
    await expect(pb.send('/api/company/team/join/x', {})).rejects.toThrow();
    expect(calls).toHaveLength(1);
    expect(seen).not.toHaveBeenCalled();
  });
});
