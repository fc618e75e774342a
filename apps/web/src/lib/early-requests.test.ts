import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUsersQueryOptions } from '@/features/admin/api/get-admin-users';
import { searchAdsQueryOptions } from '@/features/ads/api/search-ads';
import { MiningSearchSchema, toApiQuery } from '@/features/ads/model/mining-search';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { authPayload } from '@/test/session';
import { favoritedAdIdsQueryOptions } from './ad-favorites';
import { auth } from './auth';
import { EARLY_MAX_AGE_MS, EARLY_REQUESTS, forgetEarly, requestEarly, takeEarly } from './early-requests';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** What each screen's loader reads when the screen opens at its defaults. */
const SCREEN_QUERIES = {
  '/': [dashboardQueryOptions()],
  '/mineracao': [
    searchAdsQueryOptions(toApiQuery(MiningSearchSchema.parse({}))),
    favoritedAdIdsQueryOptions(),
  ],
  '/admin/usuarios': [adminUsersQueryOptions({ page: 1, search: '', trial: 'all' })],
} as const;

describe('early requests', () => {
  beforeEach(() => auth.setSession(authPayload({ token: 'tok-early' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetEarly();
    auth.clear();
  });

  it('are the addresses the screens ask for at their defaults', async () => {
    expect(Object.keys(EARLY_REQUESTS).sort()).toEqual(Object.keys(SCREEN_QUERIES).sort());
    for (const [screen, queries] of Object.entries(SCREEN_QUERIES)) {
      const asked: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) => {
          asked.push(String(input));
          return json({ data: {} });
        }),
      );
      const client = new QueryClient();
      await Promise.all(queries.map((q) => client.fetchQuery(q as never).catch(() => undefined)));
      expect(asked.sort(), screen).toEqual([...(EARLY_REQUESTS[screen] ?? [])].sort());
    }
  });

  it('are sent once, with the token, and adopted once by the API client instead of a second call', async () => {
    const fetchMock = vi.fn(async () => json({ data: ['ad-1'] }));
    vi.stubGlobal('fetch', fetchMock);
    requestEarly({ pathname: '/mineracao', search: '' }, 'tok-early');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/advertisements/?page=1&per_page=6',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer tok-early' }) }),
    ]);
    const ids = await new QueryClient().fetchQuery(favoritedAdIdsQueryOptions());
    expect([...ids]).toEqual(['ad-1']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Taken once: the next read asks the API.
    await new QueryClient().fetchQuery(favoritedAdIdsQueryOptions());
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('are not sent with search parameters, and not adopted with another token or when old', () => {
    const fetchMock = vi.fn(async () => json({}));
    requestEarly({ pathname: '/mineracao', search: '?q=curso' }, 'tok', fetchMock);
    requestEarly({ pathname: '/perfil', search: '' }, 'tok', fetchMock);
    expect(fetchMock).not.toHaveBeenCalled();

    requestEarly({ pathname: '/', search: '' }, 'tok', fetchMock, 1_000);
    expect(takeEarly('/api/dashboard/', 'other', 1_000)).toBeUndefined();
    requestEarly({ pathname: '/', search: '' }, 'tok', fetchMock, 1_000);
    expect(takeEarly('/api/dashboard/', 'tok', 1_001 + EARLY_MAX_AGE_MS)).toBeUndefined();
    requestEarly({ pathname: '/', search: '' }, 'tok', fetchMock, 1_000);
    expect(takeEarly('/api/dashboard/', 'tok', 1_000 + EARLY_MAX_AGE_MS)).toBeDefined();
  });
});
