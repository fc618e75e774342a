import { describe, expect, it } from 'vitest';
import { MAX_CACHED_QUERY_LENGTH } from '../src/lib/answer-cache';
import { bearer, expectStatus, userSession, useTestApp } from './helpers/app';
import { createFavorite } from './helpers/factories';

/**
 * Kept answers (favorites pages, keyword lists, dashboard stats, ad searches) are sent before the
 * route validates its query (lib/answer-cache.ts). What must not change for anyone calling: the
 * bytes and headers they get, the refusals they get, and who may get an answer at all.
 */

const t = useTestApp();

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const KEPT_ROUTES = [
  '/api/favorites/?per_page=8',
  '/api/keywords?limit=20',
  '/api/dashboard/stats',
  '/api/advertisements/?search=curso&per_page=5',
];

describe('kept answers', () => {
  it('go out as the first answer did: same bytes and headers, a request id of their own', async () => {
    const { user, token } = await userSession(t);
    await createFavorite(t.database, user.id, { url: 'https://loja.example/kept' });
    for (const url of KEPT_ROUTES) {
      const first = await get(url, token);
      const again = await get(url, token);
      expect(first.statusCode, url).toBe(200);
      expect(again.statusCode, url).toBe(200);
      expect(again.body, url).toBe(first.body);
      const { 'x-request-id': firstId, date: _d1, ...firstHeaders } = first.headers;
      const { 'x-request-id': againId, date: _d2, ...againHeaders } = again.headers;
      expect(againHeaders, url).toEqual(firstHeaders);
      expect(againHeaders['content-type']).toBe('application/json; charset=utf-8');
      expect(againHeaders['content-security-policy']).toContain("default-src 'self'");
      expect(againId).toBeTruthy();
      expect(againId).not.toBe(firstId);
    }
  });

  it('never spare a bad query its refusal, before or after a good one is kept', async () => {
    const { token } = await userSession(t);
    const bad = '/api/keywords?limit=500';
    for (const url of [bad, '/api/keywords?limit=50', bad, '/api/keywords?limit=50', bad]) {
      const res = await get(url, token);
      if (url === bad) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, errors: { limit: ['O limite máximo é 100'] } });
      } else expect(res.statusCode).toBe(200);
    }
  });

  it('go to nobody signed out or whose session has ended', async () => {
    const { api, token } = await userSession(t);
    for (const url of KEPT_ROUTES) expect((await get(url, token)).statusCode).toBe(200);
    for (const url of KEPT_ROUTES) expect((await get(url)).statusCode, url).toBe(401);
    expectStatus(await api.auth.logout(), 200);
    for (const url of KEPT_ROUTES) expect((await get(url, token)).statusCode, url).toBe(401);
  });

  it('go to the account that asked: the same address gives each account its own page', async () => {
    const [a, b] = await Promise.all([userSession(t), userSession(t)]);
    await createFavorite(t.database, a.user.id, { url: 'https://a.example/only-a' });
    const url = '/api/favorites/?per_page=8';
    const pageA = (await get(url, a.token)).json();
    expect(pageA.data.map((f: { url: string }) => f.url)).toEqual(['https://a.example/only-a']);
    expect((await get(url, b.token)).json().data).toEqual([]);
    expect((await get(url, a.token)).json()).toEqual(pageA);
  });

  it('answer a query too long to keep like any other', async () => {
    const { token } = await userSession(t);
    const term = 'a'.repeat(MAX_CACHED_QUERY_LENGTH);
    const url = `/api/keywords?q=${term.slice(0, 190)}&niche=${'b'.repeat(190)}&x=${term}`;
    for (let i = 0; i < 2; i++) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: [] });
    }
  });
});
