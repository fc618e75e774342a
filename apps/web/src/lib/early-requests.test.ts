import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUsersQueryOptions } from '@/features/admin/api/get-admin-users';
import { searchAdsQueryOptions } from '@/features/ads/api/search-ads';
import { MiningSearchSchema, toApiQuery } from '@/features/ads/model/mining-search';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { authPayload } from '@/test/session';
import { bootScript } from '../../build/boot-preload';
import { favoritedAdIdsQueryOptions } from './ad-favorites';
import { auth } from './auth';
import { EARLY_MAX_AGE_MS, EARLY_REQUESTS, forgetEarly, takeEarly } from './early-requests';

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

/** Runs index.html's boot script (build/boot-preload.ts) as a page opening `pathname` would. */
const boot = (
  { pathname, search = '' }: { pathname: string; search?: string },
  token: string | null,
  doFetch: typeof fetch,
  { expiresAt = null as string | null, online = true } = {},
) => {
  const stored: Record<string, string | null> = { auth_token: token, auth_expires_at: expiresAt };
  const storage = { getItem: (key: string) => stored[key] ?? null };
  const script = bootScript({ files: [], routes: {} }, EARLY_REQUESTS);
  const run = new Function('localStorage', 'location', 'document', 'navigator', 'fetch', 'window', script);
  run(storage, { pathname, search }, document, { onLine: online }, doFetch, globalThis);
};

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

  it('are sent by the boot script with the token, and adopted once by the API client', async () => {
    const fetchMock = vi.fn(async () => json({ data: ['ad-1'] }));
    vi.stubGlobal('fetch', fetchMock);
    boot({ pathname: '/mineracao' }, 'tok-early', fetchMock);
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

  it('are not sent with search parameters, elsewhere, signed out, offline or with an expired token', () => {
    const fetchMock = vi.fn(async () => json({}));
    boot({ pathname: '/mineracao', search: '?q=curso' }, 'tok', fetchMock);
    boot({ pathname: '/perfil' }, 'tok', fetchMock);
    boot({ pathname: '/' }, null, fetchMock);
    boot({ pathname: '/' }, 'tok', fetchMock, { online: false });
    boot({ pathname: '/' }, 'tok', fetchMock, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(fetchMock).not.toHaveBeenCalled();
    boot({ pathname: '/' }, 'tok', fetchMock, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are not adopted with another token, or when too old', () => {
    const fetchMock = vi.fn(async () => json({}));
    const sentAt = Date.now();
    boot({ pathname: '/' }, 'tok', fetchMock);
    expect(takeEarly('/api/dashboard/', 'other', sentAt)).toBeUndefined();
    boot({ pathname: '/' }, 'tok', fetchMock);
    expect(takeEarly('/api/dashboard/', 'tok', sentAt + 60_000 + EARLY_MAX_AGE_MS)).toBeUndefined();
    boot({ pathname: '/' }, 'tok', fetchMock);
    expect(takeEarly('/api/dashboard/', 'tok', Date.now())).toBeDefined();
    expect(takeEarly('/api/dashboard/', 'tok', Date.now())).toBeUndefined();
  });
});
