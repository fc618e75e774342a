import { describe, expect, it } from 'vitest';
import { createApiToken, expectStatus, testClient, userSession, useTestApp } from '../../../test/helpers/app';
import { createFavorite } from '../../../test/helpers/factories';

const t = useTestApp();

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('dashboard', () => {
  it('starts at zero and counts only the user’s own favorites', async () => {
    const { user, api } = await userSession(t);
    const other = await userSession(t);
    const empty = expectStatus(await api.dashboard.getDashboard(), 200);
    expect(empty.data).toMatchObject({
      meta: { user_id: user.id },
      stats: { favorites_count: 0, favorite_interests_count: 0, total_ads_saved: 0 },
      favorites_by_niche: [],
      recent_favorites: [],
    });
    // A favorite that came from the ad library counts as an ad saved.
    await createFavorite(t.database, user.id, {
      url: 'https://example.com/d1',
      niche: 'Saúde',
      source: 'library',
      createdAt: minutesAgo(4),
    });
    await createFavorite(t.database, user.id, {
      url: 'https://example.com/d2',
      niche: 'Saúde',
      createdAt: minutesAgo(3),
    });
    await createFavorite(t.database, user.id, {
      url: 'https://example.com/d3',
      niche: 'Pets',
      createdAt: minutesAgo(2),
    });
    await createFavorite(t.database, user.id, { url: 'https://example.com/d4', createdAt: minutesAgo(1) });
    await createFavorite(t.database, other.user.id, { niche: 'Saúde', source: 'library' });

    expect(expectStatus(await api.dashboard.getStats(), 200).data).toEqual({
      favorites_count: 4,
      favorite_interests_count: 0,
      total_ads_saved: 1,
    });
    expect(expectStatus(await api.dashboard.getFavoritesByNiche(), 200).data).toEqual([
      { niche: 'Saúde', count: 2 },
      { niche: 'Pets', count: 1 },
      { niche: null, count: 1 },
    ]);
    const recent = expectStatus(await api.dashboard.getRecentFavorites({ query: { limit: 2 } }), 200);
    expect(recent.data.map((f) => f.url)).toEqual(['https://example.com/d4', 'https://example.com/d3']);
    expect(expectStatus(await api.dashboard.getRecentFavorites(), 200).data).toHaveLength(4);
    expect((await api.dashboard.getRecentFavorites({ query: { limit: 0 } })).status).toBe(400);
  });

  it('counts a favorite sent by the Chrome extension (API token) as an ad saved', async () => {
    const { user, api } = await userSession(t);
    await createFavorite(t.database, user.id);
    const extension = testClient(
      t.app,
      await createApiToken(t.database, user.id, ['read:ads', 'write:favorites']),
    );
    const saved = await extension.favorites.createFavorite({
      body: { url: 'https://example.com/pela-extensao' },
    });
    expect(expectStatus(saved, 201).data.source).toBe('extension');
    // Tokens may save favorites but not read the dashboard (no ability for it).
    expect((await extension.dashboard.getStats()).status).toBe(403);
    expect(expectStatus(await api.dashboard.getStats(), 200).data).toMatchObject({
      favorites_count: 2,
      total_ads_saved: 1,
    });
  });
});
