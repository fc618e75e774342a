import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { favoriteInterests, keywords } from '../src/db/schema';
import type { ChangeKind } from '../src/plugins/change-feed';
import { expectStatus, userSession, useSession, useTestApp } from './helpers/app';
import { createFavorite } from './helpers/factories';

/**
 * The favorites pages, dashboard stats and keyword lists are cached per replica (per account, or
 * shared for the keyword bank). What a person notices if that goes wrong: their own change not
 * showing on the next screen, or someone else's data. These make both visible.
 */

const t = useTestApp();
const admin = useSession(t, { role: 'admin' });

/** Resolves when the app applies a change of `kind` for `owner`; subscribe before the write. */
const heard = (app: FastifyInstance, kind: ChangeKind, owner = '') =>
  new Promise<void>((resolve) => app.changes.subscribe(kind, (o) => o === owner && resolve()));

const urls = (page: { data: { url: string }[] }) => page.data.map((f) => f.url);

describe('favorites pages', () => {
  it('show the account’s own save, edit and removal on the very next request', async () => {
    const { api } = await userSession(t);
    expect(expectStatus(await api.favorites.getFavorites(), 200).data).toEqual([]);
    expectStatus(await api.favorites.getFavorites(), 200);

    const saved = expectStatus(
      await api.favorites.createFavorite({ body: { url: 'https://loja.example/oferta-1', niche: 'Saúde' } }),
      201,
    ).data;
    const page = expectStatus(await api.favorites.getFavorites(), 200);
    expect(urls(page)).toEqual(['https://loja.example/oferta-1']);
    expect(page.meta.total).toBe(1);

    expectStatus(
      await api.favorites.updateFavorite({ params: { id: saved.id }, body: { notes: 'testar na segunda' } }),
      200,
    );
    expect(expectStatus(await api.favorites.getFavorites(), 200).data[0]?.notes).toBe('testar na segunda');

    expectStatus(await api.favorites.deleteFavorite({ params: { id: saved.id } }), 200);
    expect(expectStatus(await api.favorites.getFavorites(), 200).data).toEqual([]);
  });

  it('never show one account another’s favorites, whatever the order of their requests', async () => {
    const [a, b] = await Promise.all([userSession(t), userSession(t)]);
    await a.api.favorites.createFavorite({ body: { url: 'https://a.example/1' } });
    await b.api.favorites.createFavorite({ body: { url: 'https://b.example/1' } });
    for (let i = 0; i < 3; i++) {
      const [pa, pb] = await Promise.all([a.api.favorites.getFavorites(), b.api.favorites.getFavorites()]);
      expect(urls(expectStatus(pa, 200))).toEqual(['https://a.example/1']);
      expect(urls(expectStatus(pb, 200))).toEqual(['https://b.example/1']);
    }
  });

  it('keep each query apart (page, size, search)', async () => {
    const { user, api } = await userSession(t);
    for (let i = 1; i <= 5; i++) {
      await createFavorite(t.database, user.id, {
        url: `https://q.example/${i}`,
        pageName: i === 3 ? 'Clínica Vida' : 'Loja',
        createdAt: new Date(Date.now() - (10 - i) * 60_000),
      });
    }
    const first = expectStatus(await api.favorites.getFavorites({ query: { per_page: 4 } }), 200);
    const second = expectStatus(await api.favorites.getFavorites({ query: { per_page: 4, page: 2 } }), 200);
    const search = expectStatus(await api.favorites.getFavorites({ query: { search: 'clínica' } }), 200);
    expect(urls(first)).toHaveLength(4);
    expect(urls(second)).toEqual(['https://q.example/1']);
    expect(urls(search)).toEqual(['https://q.example/3']);
  });

  it('show a favorite written elsewhere (another replica, a background job) once the feed delivers it', async () => {
    const { user, api } = await userSession(t);
    expect(expectStatus(await api.favorites.getFavorites(), 200).data).toEqual([]);
    const delivered = heard(t.app, 'favorites', user.id);
    await createFavorite(t.database, user.id, { url: 'https://outra.example/1' });
    await delivered;
    expect(urls(expectStatus(await api.favorites.getFavorites(), 200))).toEqual(['https://outra.example/1']);
  });
});

describe('dashboard stats', () => {
  it('count the account’s own save at once, and nobody else’s', async () => {
    const { api } = await userSession(t);
    const other = await userSession(t);
    const zero = { favorites_count: 0, favorite_interests_count: 0, total_ads_saved: 0 };
    expect(expectStatus(await api.dashboard.getStats(), 200).data).toEqual(zero);
    await api.favorites.createFavorite({ body: { url: 'https://stats.example/1' } });
    expect(expectStatus(await api.dashboard.getStats(), 200).data).toMatchObject({ favorites_count: 1 });
    expect(expectStatus(await other.api.dashboard.getStats(), 200).data).toEqual(zero);
  });

  it('count an interest starred elsewhere once the feed delivers it', async () => {
    const { user, api } = await userSession(t);
    expect(expectStatus(await api.dashboard.getStats(), 200).data.favorite_interests_count).toBe(0);
    const delivered = heard(t.app, 'interests', user.id);
    await t.database.db
      .insert(favoriteInterests)
      .values({ userId: user.id, interestId: '6003', name: 'Yoga' });
    await delivered;
    expect(expectStatus(await api.dashboard.getStats(), 200).data.favorite_interests_count).toBe(1);
  });
});

describe('keyword lists (shared by every account)', () => {
  it('show an admin’s create, edit and delete, and a usage count, on everyone’s next request', async () => {
    const { api } = await userSession(t);
    const listed = async () =>
      expectStatus(await api.keywords.getKeywords({ query: { niche: 'Cachorros', limit: 50 } }), 200).data;
    expect(await listed()).toEqual([]);

    const created = expectStatus(
      await admin.api.adminKeywords.createKeyword({ body: { keyword: 'ração natural', niche: 'Cachorros' } }),
      201,
    ).data;
    expect((await listed()).map((k) => k.keyword)).toEqual(['ração natural']);

    expectStatus(
      await admin.api.adminKeywords.updateKeyword({
        params: { id: created.id },
        body: { keyword: 'ração natural premium', niche: 'Cachorros' },
      }),
      200,
    );
    expect((await listed()).map((k) => k.keyword)).toEqual(['ração natural premium']);

    expectStatus(await api.keywords.recordKeywordUsage({ params: { id: created.id } }), 200);
    expect((await listed())[0]?.usage_count).toBe(1);

    expectStatus(await admin.api.adminKeywords.deleteKeyword({ params: { id: created.id } }), 200);
    expect(await listed()).toEqual([]);
  });

  it('show a keyword added elsewhere once the feed delivers it', async () => {
    const { api } = await userSession(t);
    const query = { query: { niche: 'Aquarismo', limit: 50 } };
    expect(expectStatus(await api.keywords.getKeywords(query), 200).data).toEqual([]);
    const delivered = heard(t.app, 'keywords');
    await t.database.db.insert(keywords).values({ keyword: 'filtro hang on', niche: 'Aquarismo' });
    await delivered;
    expect(expectStatus(await api.keywords.getKeywords(query), 200).data.map((k) => k.keyword)).toEqual([
      'filtro hang on',
    ]);
  });
});
