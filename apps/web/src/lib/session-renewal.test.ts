import type { AuthPayload } from '@sniperads/contract';
import { describe, expect, it, vi } from 'vitest';
import { authPayload, memoryStorage } from '@/test/session';
import { ApiError } from './api-error';
import { AUTH_STORAGE_KEYS, createAuthStore } from './auth';
import { createSessionRenewal, type Exclusive } from './session-renewal';

const payload = (token: string) => authPayload({ token });

const setUp = (refresh: () => Promise<AuthPayload>) => {
  const storage = memoryStorage();
  const store = createAuthStore(storage);
  store.setSession(payload('old'));
  const refreshMock = vi.fn(refresh);
  const renew = createSessionRenewal({ store, refresh: refreshMock, exclusive: (task) => task() });
  return { storage, store, refresh: refreshMock, renew };
};

describe('session renewal', () => {
  it('renews once for every call that found the token refused at the same time', async () => {
    const { store, refresh, renew } = setUp(async () => payload('new'));
    const results = await Promise.all([renew('old'), renew('old'), renew('old')]);
    expect(results).toEqual([true, true, true]);
    expect(refresh).toHaveBeenCalledOnce();
    expect(store.getSnapshot().token).toBe('new');
  });

  it('adopts a token another tab renewed instead of renewing it again', async () => {
    const { storage, store, refresh, renew } = setUp(async () => payload('never'));
    // The other tab rotated the session: the old token is revoked, the new one is stored.
    storage.setItem(AUTH_STORAGE_KEYS.token, 'from-other-tab');
    expect(await renew('old')).toBe(true);
    expect(refresh).not.toHaveBeenCalled();
    expect(store.getSnapshot().token).toBe('from-other-tab');
  });

  it('reports a session the server refused, or one signed out elsewhere', async () => {
    const refused = setUp(async () => {
      throw new ApiError(401, 'Token expirado. Faça login novamente.');
    });
    expect(await refused.renew('old')).toBe(false);

    const signedOutElsewhere = setUp(async () => payload('never'));
    signedOutElsewhere.storage.map.clear();
    expect(await signedOutElsewhere.renew('old')).toBe(false);
    expect(signedOutElsewhere.refresh).not.toHaveBeenCalled();
  });

  it('lets offline, server faults and rate limits through without ending the session', async () => {
    for (const status of [0, 429, 503]) {
      const { store, renew } = setUp(async () => {
        throw new ApiError(status, 'falha');
      });
      await expect(renew('old')).rejects.toMatchObject({ status });
      expect(store.isAuthenticated()).toBe(true);
    }
  });

  it('runs one renewal at a time across tabs', async () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    store.setSession(payload('old'));
    let turns = 0;
    const exclusive: Exclusive = (task) => {
      turns++;
      return task();
    };
    const renew = createSessionRenewal({ store, refresh: async () => payload('new'), exclusive });
    await renew('old');
    expect(turns).toBe(1);
  });
});
