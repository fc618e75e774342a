import { FAVORITE_MESSAGES } from '@sniperads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, login, type TestContext } from '../../../test/helpers/app';

let t: TestContext;
let tokenA: string;
let tokenB: string;
beforeAll(async () => {
  t = await buildTestApp();
  const a = await createUser(t.database);
  const b = await createUser(t.database);
  tokenA = await login(t.app, a);
  tokenB = await login(t.app, b);
});
afterAll(async () => t.close());

const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/favorites/', payload, headers: bearer(token) });
const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/favorites/${query}`, headers: bearer(token) });

describe('favorites', () => {
  it('saves a favorite with the spec fields and lists it', async () => {
    const res = await create(tokenA, {
      url: 'https://www.facebook.com/ads/library/?id=111',
      niche: 'Saúde',
      cta: 'Saiba mais',
      page_name: 'Clínica Bem Viver',
      ad_creative_link_titles: ['Consulta online'],
      ad_creative_bodies: ['Atendimento 24h'],
      publisher_platforms: ['facebook'],
      price: 97.5,
      tags: ['saude'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: FAVORITE_MESSAGES.created,
      data: { niche: 'Saúde', price: 97.5, studio: false, source: 'manual', media: { status: 'none' } },
    });
    const all = await list(tokenA);
    expect(all.json().data).toHaveLength(1);
    expect(all.json().meta).toMatchObject({ total: 1, per_page: 8, current_page: 1 });
  });

  it('rejects an invalid URL and a duplicate with the spec messages', async () => {
    const bad = await create(tokenA, { url: 'não é url' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.url).toEqual([FAVORITE_MESSAGES.invalidUrl]);
    const ftp = await create(tokenA, { url: 'ftp://example.com/x' });
    expect(ftp.json().errors.url).toEqual([FAVORITE_MESSAGES.invalidUrl]);
    const dup = await create(tokenA, { url: 'https://www.facebook.com/ads/library/?id=111' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(FAVORITE_MESSAGES.duplicateUrl);
  });

  it('keeps one row when the same URL is saved concurrently', async () => {
    const url = 'https://example.com/corrida';
    const results = await Promise.all(Array.from({ length: 6 }, () => create(tokenA, { url })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    const found = await list(tokenA, '?search=corrida');
    expect(found.json().meta.total).toBe(1);
  });

  it('searches case-insensitively over title, description and advertiser, and paginates', async () => {
    for (let i = 0; i < 5; i++) {
      await create(tokenA, { url: `https://example.com/p${i}`, page_name: `Loja ${i}` });
    }
    expect((await list(tokenA, '?search=CONSULTA')).json().meta.total).toBe(1);
    expect((await list(tokenA, '?search=atendimento')).json().meta.total).toBe(1);
    expect((await list(tokenA, '?search=bem%20viver')).json().meta.total).toBe(1);
    expect((await list(tokenA, '?search=100%25')).json().meta.total).toBe(0);
    const page = await list(tokenA, '?per_page=4&page=2');
    expect(page.json().data).toHaveLength(3);
    expect(page.json().meta).toMatchObject({ total: 7, last_page: 2, from: 5, to: 7 });
    expect((await list(tokenA, '?per_page=5')).statusCode).toBe(400);
  });

  it('never shows, changes or deletes another user’s favorite (404)', async () => {
    const mine = (await create(tokenB, { url: 'https://example.com/de-b' })).json().data;
    expect((await list(tokenA, '?search=de-b')).json().meta.total).toBe(0);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/favorites/${mine.id}`,
      payload: { notes: 'x' },
      headers: bearer(tokenA),
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites/${mine.id}`,
      headers: bearer(tokenA),
    });
    expect(del.statusCode).toBe(404);
    expect(del.json().message).toBe(FAVORITE_MESSAGES.notFound);
    // Another user may save the same URL: uniqueness is per user.
    expect((await create(tokenA, { url: 'https://example.com/de-b' })).statusCode).toBe(201);
  });

  it('updates notes, tags and price, and deletes', async () => {
    const fav = (await create(tokenB, { url: 'https://example.com/editar' })).json().data;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/favorites/${fav.id}`,
      payload: { notes: 'Ótimo gancho', tags: ['gancho'], price: 47 },
      headers: bearer(tokenB),
    });
    expect(put.json().data).toMatchObject({ notes: 'Ótimo gancho', tags: ['gancho'], price: 47 });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites/${fav.id}`,
      headers: bearer(tokenB),
    });
    expect(del.json()).toEqual({ success: true, message: FAVORITE_MESSAGES.deleted });
  });

  it('refuses a folder to a regular user even with a folder id', async () => {
    const res = await create(tokenA, {
      url: 'https://example.com/com-pasta',
      folder_id: '01900000-0000-7000-8000-000000000000',
    });
    expect(res.statusCode).toBe(403);
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/favorites/' })).statusCode).toBe(401);
  });
});
