import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { forgetSynced, lastSynced, OFFLINE_WRITE_MESSAGE, requireOnline } from './offline';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('offline helpers', () => {
  it('refuses writes while offline with a clear message', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(() => requireOnline()).toThrow(new ApiError(0, OFFLINE_WRITE_MESSAGE));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(() => requireOnline()).not.toThrow();
  });

  it('keeps the last synced answer and serves it as initial data', async () => {
    const key = ['favorites', 'list', { page: 1 }];
    const options = lastSynced(key, async () => ({ total: 3 }));
    expect(options.initialData()).toBeUndefined();
    await options.queryFn();
    expect(lastSynced(key, async () => ({ total: 0 })).initialData()).toEqual({ total: 3 });
    // Not trusted as fresh unless the query says so: it is refetched when online.
    expect(options.initialDataUpdatedAt()).toBe(0);
    expect(lastSynced(key, async () => 1, { cached: true }).initialDataUpdatedAt()).toBeGreaterThan(0);
  });

  it('forgets stored copies under a prefix only', async () => {
    await lastSynced(['dashboard', 'summary'], async () => 1).queryFn();
    await lastSynced(['studio', 'list'], async () => 2).queryFn();
    forgetSynced(['dashboard']);
    expect(lastSynced(['dashboard', 'summary'], async () => 0).initialData()).toBeUndefined();
    expect(lastSynced(['studio', 'list'], async () => 0).initialData()).toBe(2);
  });
});
