import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, login, type TestContext } from '../../../test/helpers/app';
import { apiTokens, favorites } from '../../db/schema';
import { sha256 } from '../../lib/secrets';

let t: TestContext;
let token: string;
let other: string;
let userId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.database);
  userId = user.id;
  token = await login(t.app, user);
  other = await login(t.app, await createUser(t.database));
});
afterAll(async () => t.close());

const get = (tk: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(tk) });
const save = (tk: string, url: string, niche?: string) =>
  t.app.inject({ method: 'POST', url: '/api/favorites/', payload: { url, niche }, headers: bearer(tk) });

describe('dashboard', () => {
  it('starts at zero and counts only the user’s own favorites', async () => {
    const empty = await get(token, '/dashboard/');
    expect(empty.json().data).toMatchObject({
      meta: { user_id: userId },
      stats: { favorites_count: 0, favorite_interests_count: 0, total_ads_saved: 0 },
      favorites_by_niche: [],
      recent_favorites: [],
    });
    await save(token, 'https://example.com/d1', 'Saúde');
    await save(token, 'https://example.com/d2', 'Saúde');
    await save(token, 'https://example.com/d3', 'Pets');
    await save(token, 'https://example.com/d4');
    await save(other, 'https://example.com/outro', 'Saúde');
    // A favorite that came from the ad library counts as an ad saved.
    await t.database.db
      .update(favorites)
      .set({ source: 'library' })
      .where(eq(favorites.url, 'https://example.com/d1'));

    const stats = await get(token, '/dashboard/stats');
    expect(stats.json().data).toEqual({
      favorites_count: 4,
      favorite_interests_count: 0,
      total_ads_saved: 1,
    });
    const byNiche = await get(token, '/dashboard/favorites-by-niche');
    expect(byNiche.json().data).toEqual([
      { niche: 'Saúde', count: 2 },
      { niche: 'Pets', count: 1 },
      { niche: null, count: 1 },
    ]);
    const recent = await get(token, '/dashboard/recent-favorites?limit=2');
    expect(recent.json().data.map((f: { url: string }) => f.url)).toEqual([
      'https://example.com/d4',
      'https://example.com/d3',
    ]);
    expect((await get(token, '/dashboard/recent-favorites')).json().data).toHaveLength(4);
    expect((await get(token, '/dashboard/recent-favorites?limit=0')).statusCode).toBe(400);
  });

  it('counts a favorite sent by the Chrome extension (API token) as an ad saved', async () => {
    const raw = `sa_abcdefghijkl_${'x'.repeat(40)}`;
    await t.database.db.insert(apiTokens).values({
      userId,
      name: 'Extensão',
      prefix: 'abcdefghijkl',
      secretHash: sha256(raw),
      abilities: ['read:ads', 'write:favorites'],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/favorites/',
      payload: { url: 'https://example.com/pela-extensao' },
      headers: bearer(raw),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.source).toBe('extension');
    // Tokens may save favorites but not read the dashboard (no ability for it).
    expect((await get(raw, '/dashboard/stats')).statusCode).toBe(403);
    expect((await get(token, '/dashboard/stats')).json().data).toMatchObject({
      favorites_count: 5,
      total_ads_saved: 2,
    });
  });
});
