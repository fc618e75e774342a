import { FAVORITE_MESSAGES } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, testClient, userSession, useTestApp } from '../../../test/helpers/app';
import { createFavorite } from '../../../test/helpers/factories';

const t = useTestApp();

describe('favorites', () => {
  it('saves a favorite with the spec fields and lists it', async () => {
    const { api } = await userSession(t);
    const res = await api.favorites.createFavorite({
      body: {
        url: 'https://www.facebook.com/ads/library/?id=111',
        niche: 'Saúde',
        cta: 'Saiba mais',
        page_name: 'Clínica Bem Viver',
        ad_creative_link_titles: ['Consulta online'],
        ad_creative_bodies: ['Atendimento 24h'],
        publisher_platforms: ['facebook'],
        price: 97.5,
        tags: ['saude'],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: FAVORITE_MESSAGES.created,
      data: { niche: 'Saúde', price: 97.5, studio: false, source: 'manual', media: { status: 'none' } },
    });
    const all = expectStatus(await api.favorites.getFavorites(), 200);
    expect(all.data).toHaveLength(1);
    expect(all.meta).toMatchObject({ total: 1, per_page: 8, current_page: 1 });
  });

  it('rejects an invalid URL and a duplicate with the spec messages', async () => {
    const { user, api } = await userSession(t);
    const bad = expectStatus(await api.favorites.createFavorite({ body: { url: 'não é url' } }), 400);
    expect(bad.errors?.url).toEqual([FAVORITE_MESSAGES.invalidUrl]);
    const ftp = expectStatus(
      await api.favorites.createFavorite({ body: { url: 'ftp://example.com/x' } }),
      400,
    );
    expect(ftp.errors?.url).toEqual([FAVORITE_MESSAGES.invalidUrl]);
    const saved = await createFavorite(t.database, user.id);
    const dup = expectStatus(await api.favorites.createFavorite({ body: { url: saved.url } }), 409);
    expect(dup.message).toBe(FAVORITE_MESSAGES.duplicateUrl);
  });

  it('keeps one row when the same URL is saved concurrently', async () => {
    const { api } = await userSession(t);
    const url = 'https://example.com/corrida';
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api.favorites.createFavorite({ body: { url } })),
    );
    const codes = results.map((r) => r.status).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const found = expectStatus(await api.favorites.getFavorites({ query: { search: 'corrida' } }), 200);
    expect(found.meta.total).toBe(1);
  });

  it('searches case-insensitively over title, description and advertiser, and paginates', async () => {
    const { user, api } = await userSession(t);
    await createFavorite(t.database, user.id, {
      pageName: 'Clínica Bem Viver',
      adCreativeLinkTitles: ['Consulta online'],
      adCreativeBodies: ['Atendimento 24h'],
    });
    for (let i = 0; i < 6; i++) await createFavorite(t.database, user.id, { pageName: `Loja ${i}` });
    const total = async (search: string) =>
      expectStatus(await api.favorites.getFavorites({ query: { search } }), 200).meta.total;
    expect(await total('CONSULTA')).toBe(1);
    expect(await total('atendimento')).toBe(1);
    expect(await total('bem viver')).toBe(1);
    expect(await total('100%')).toBe(0);
    const page = expectStatus(await api.favorites.getFavorites({ query: { per_page: 4, page: 2 } }), 200);
    expect(page.data).toHaveLength(3);
    expect(page.meta).toMatchObject({ total: 7, last_page: 2, from: 5, to: 7 });
    expect((await api.favorites.getFavorites({ query: { per_page: 5 } })).status).toBe(400);
  });

  it('never shows, changes or deletes another user’s favorite (404)', async () => {
    const ana = await userSession(t);
    const bia = await userSession(t);
    const hers = await createFavorite(t.database, bia.user.id, { url: 'https://example.com/de-b' });
    const search = expectStatus(await ana.api.favorites.getFavorites({ query: { search: 'de-b' } }), 200);
    expect(search.meta.total).toBe(0);
    const put = await ana.api.favorites.updateFavorite({ params: { id: hers.id }, body: { notes: 'x' } });
    expect(put.status).toBe(404);
    const del = expectStatus(await ana.api.favorites.deleteFavorite({ params: { id: hers.id } }), 404);
    expect(del.message).toBe(FAVORITE_MESSAGES.notFound);
    // Another user may save the same URL: uniqueness is per user.
    expect((await ana.api.favorites.createFavorite({ body: { url: hers.url } })).status).toBe(201);
  });

  it('updates notes, tags and price, and deletes', async () => {
    const { user, api } = await userSession(t);
    const fav = await createFavorite(t.database, user.id);
    const put = await api.favorites.updateFavorite({
      params: { id: fav.id },
      body: { notes: 'Ótimo gancho', tags: ['gancho'], price: 47 },
    });
    expect(expectStatus(put, 200).data).toMatchObject({ notes: 'Ótimo gancho', tags: ['gancho'], price: 47 });
    const del = await api.favorites.deleteFavorite({ params: { id: fav.id } });
    expect(del.body).toEqual({ success: true, message: FAVORITE_MESSAGES.deleted });
    expect((await api.favorites.getFavorites()).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it("answers 404 for a folder id that is not the user's, and saves nothing", async () => {
    const { api } = await userSession(t);
    const res = await api.favorites.createFavorite({
      body: { url: 'https://example.com/com-pasta', folder_id: '01900000-0000-7000-8000-000000000000' },
    });
    expect(res.status).toBe(404);
    expect((await api.favorites.getFavorites()).body).toMatchObject({ meta: { total: 0 } });
  });

  it('requires a session', async () => {
    expect((await testClient(t.app).favorites.getFavorites()).status).toBe(401);
  });
});
