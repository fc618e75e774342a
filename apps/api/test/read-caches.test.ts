import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { advertisements, favoriteInterests, keywords } from '../src/db/schema';
import type { ChangeKind } from '../src/plugins/change-feed';
import { expectStatus, type TestClient, userSession, useSession, useTestApp } from './helpers/app';
import { adInput, createAd, createFavorite } from './helpers/factories';

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

describe('ad search answers (shared by every account)', () => {
  /** A word no other test's ad holds, so each test counts only its own ads. */
  let words = 0;
  const uniqueWord = () => `zumbarico${String.fromCharCode(97 + (words++ % 26))}${words}`;
  const search = async (api: TestClient, query: Record<string, string | number>) =>
    expectStatus(await api.ads.searchAdvertisements({ query: { per_page: 20, ...query } }), 200);
  const ids = (page: { data: { ad_archive_id: string }[] }) => page.data.map((a) => a.ad_archive_id);

  it('show an ad ingested through this replica on its next search', async () => {
    const word = uniqueWord();
    const { api } = await userSession(t);
    expect((await search(api, { search: word })).data).toEqual([]);
    expect((await search(api, { search: word })).data).toEqual([]);
    const input = adInput({ ad_creative_bodies: [`Oferta ${word} com entrega rápida`] });
    expectStatus(await admin.api.ads.ingestAdvertisements({ body: { ads: [input] } }), 200);
    expect(ids(await search(api, { search: word }))).toEqual([input.id]);
  });

  it('show an ad written elsewhere (another replica, a script) once the feed delivers it', async () => {
    const word = uniqueWord();
    const { api } = await userSession(t);
    expect((await search(api, { search: word })).data).toEqual([]);
    const delivered = heard(t.app, 'ads');
    const ad = await createAd(t.database, { adCreativeBodies: [`Curso ${word}`] });
    await delivered;
    expect(ids(await search(api, { search: word }))).toEqual([ad.adArchiveId]);

    // An edit and a removal as well.
    const edited = heard(t.app, 'ads');
    await t.database.db
      .update(advertisements)
      .set({ pageName: `Escola ${word}` })
      .where(eq(advertisements.id, ad.id));
    await edited;
    expect((await search(api, { search: word })).data[0]?.page_name).toBe(`Escola ${word}`);
    const removed = heard(t.app, 'ads');
    await t.database.db.delete(advertisements).where(eq(advertisements.id, ad.id));
    await removed;
    expect((await search(api, { search: word })).data).toEqual([]);
  });

  it('never answer one query with another’s answer (term, filters, sort, page, page size)', async () => {
    const word = uniqueWord();
    const other = uniqueWord();
    const { api } = await userSession(t);
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await createAd(t.database, {
          adCreativeBodies: [`Promoção ${word} número ${i}`],
          niche: i % 2 === 0 ? 'saude' : 'beleza',
          publisherPlatforms: i < 2 ? ['instagram'] : ['facebook'],
          adDeliveryStartTime: new Date(Date.now() - (i + 1) * 86_400_000),
          adDeliveryStopTime: i === 4 ? new Date() : null,
        }),
      );
    }
    const lone = await createAd(t.database, { adCreativeBodies: [`Promoção ${other}`] });
    // Newest first: made[0] started a day ago, made[4] five days ago.
    const newest = made.map((a) => a.adArchiveId);
    const queries: [Record<string, string | number>, string[]][] = [
      [{ search: word, sort: 'newest' }, newest],
      [{ search: `  ${word}  `, sort: 'newest' }, newest],
      [{ search: word, sort: 'newest', per_page: 2 }, newest.slice(0, 2)],
      [{ search: word, sort: 'newest', per_page: 2, page: 2 }, newest.slice(2, 4)],
      [{ search: word, sort: 'newest', per_page: 2, page: 3 }, newest.slice(4)],
      [{ search: word, sort: 'newest', niche: 'saude' }, [newest[0]!, newest[2]!, newest[4]!]],
      [{ search: word, sort: 'newest', niche: 'beleza' }, [newest[1]!, newest[3]!]],
      [{ search: word, sort: 'newest', platform: 'instagram' }, newest.slice(0, 2)],
      [{ search: word, sort: 'newest', status: 'inactive' }, [newest[4]!]],
      [{ search: word, sort: 'longest_running', status: 'active' }, [...newest.slice(0, 4)].reverse()],
      [{ search: other }, [lone.adArchiveId]],
    ];
    // Twice round, in an order that puts each query right after one it could be mistaken for.
    for (let round = 0; round < 2; round++) {
      for (const [query, expected] of round === 0 ? queries : [...queries].reverse()) {
        expect(ids(await search(api, query)), JSON.stringify(query)).toEqual(expected);
      }
    }
    // The trimmed term is the same query: it echoes the same term.
    expect((await search(api, { search: `  ${word}  ` })).meta.search).toBe(word);
  });
});
