import { FOLDER_COLOR_HEXES, FOLDER_MESSAGES } from '@sniperads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, login, type TestContext } from '../../../test/helpers/app';

let t: TestContext;
let tester: string;
let other: string;
let regular: string;
beforeAll(async () => {
  t = await buildTestApp();
  tester = await login(t.app, await createUser(t.database, { isTest: true }));
  other = await login(t.app, await createUser(t.database, { isAdmin: true }));
  regular = await login(t.app, await createUser(t.database));
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(token) });
const favorite = async (token: string, url: string, extra: object = {}) =>
  (await call(token, 'POST', '/favorites/', { url, ...extra })).json().data as { id: string };

describe('folders', () => {
  it('are refused to regular users by the API (403), open to testers and admins', async () => {
    expect((await call(regular, 'GET', '/folders/')).statusCode).toBe(403);
    expect((await call(regular, 'POST', '/folders/', { name: 'x' })).statusCode).toBe(403);
    expect((await call(regular, 'GET', '/studio')).statusCode).toBe(403);
    expect((await call(other, 'GET', '/folders/')).statusCode).toBe(200);
  });

  it('creates with a random named colour, default icon and sort_order = count', async () => {
    const first = await call(tester, 'POST', '/folders/', { name: '  Emagrecimento  ' });
    expect(first.statusCode).toBe(201);
    const data = first.json().data;
    expect(data).toMatchObject({ name: 'Emagrecimento', icon: 'folder', is_public: false, sort_order: 0 });
    expect(FOLDER_COLOR_HEXES).toContain(data.color);
    const second = await call(tester, 'POST', '/folders/', { name: 'Pets', color: '#10b981', icon: 'heart' });
    expect(second.json().data).toMatchObject({ sort_order: 1, color: '#10B981', icon: 'heart' });
    const blank = await call(tester, 'POST', '/folders/', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toEqual([FOLDER_MESSAGES.nameRequired]);
    const badColor = await call(tester, 'POST', '/folders/', { name: 'x', color: '#123456' });
    expect(badColor.statusCode).toBe(400);
  });

  it('attaches and detaches favorites, lists folder items with stats, sort and search', async () => {
    const folder = (await call(tester, 'POST', '/folders/', { name: 'Ofertas' })).json().data;
    const a = await favorite(tester, 'https://example.com/a', {
      price: 10,
      ad_creative_link_titles: ['Bravo'],
    });
    const b = await favorite(tester, 'https://example.com/b', {
      price: 30,
      ad_creative_link_titles: ['Alfa'],
    });
    for (const f of [a, b]) {
      const res = await call(tester, 'POST', `/advertisements/${f.id}/folders/attach`, {
        folder_id: folder.id,
      });
      expect(res.json().data.folder_id).toBe(folder.id);
    }
    const items = await call(tester, 'GET', `/advertisements/folders/${folder.id}?sort=preco&order=asc`);
    expect(items.statusCode).toBe(200);
    const body = items.json();
    expect(body.data.items.map((i: { id: string }) => i.id)).toEqual([a.id, b.id]);
    expect(body.data.stats).toMatchObject({ total_items: 2, total_value: 40 });
    expect(body.data.folder.favorites_count).toBe(2);
    expect(body.meta).toMatchObject({ total: 2, per_page: 6 });
    const byTitle = await call(tester, 'GET', `/advertisements/folders/${folder.id}?sort=titulo&order=asc`);
    expect(byTitle.json().data.items[0].id).toBe(b.id);
    const searched = await call(tester, 'GET', `/advertisements/folders/${folder.id}?search=bravo`);
    expect(searched.json().meta.total).toBe(1);

    const detach = await call(tester, 'POST', `/advertisements/${a.id}/folders/detach`, {
      folder_id: folder.id,
    });
    expect(detach.json().data.folder_id).toBeNull();
  });

  it("deleting a folder moves its favorites to 'Sem Pasta' and keeps them", async () => {
    const folder = (await call(tester, 'POST', '/folders/', { name: 'Temporária' })).json().data;
    const f = await favorite(tester, 'https://example.com/fica', { folder_id: folder.id });
    const del = await call(tester, 'DELETE', `/folders/${folder.id}`);
    expect(del.json()).toEqual({ success: true, message: FOLDER_MESSAGES.deleted });
    const list = await call(tester, 'GET', '/favorites/?search=fica');
    expect(list.json().data[0]).toMatchObject({ id: f.id, folder_id: null });
    expect((await call(tester, 'GET', `/folders/${folder.id}`)).statusCode).toBe(404);
    expect((await call(tester, 'GET', `/advertisements/folders/${folder.id}`)).statusCode).toBe(404);
  });

  it('isolates users: another tester gets 404 for every folder route', async () => {
    const folder = (await call(tester, 'POST', '/folders/', { name: 'Privada' })).json().data;
    const mine = await favorite(other, 'https://example.com/do-admin');
    const theirs = await favorite(tester, 'https://example.com/do-tester');
    expect((await call(other, 'GET', `/folders/${folder.id}`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/folders/${folder.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/folders/${folder.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/advertisements/folders/${folder.id}`)).statusCode).toBe(404);
    const intoTheirs = await call(other, 'POST', `/advertisements/${mine.id}/folders/attach`, {
      folder_id: folder.id,
    });
    expect(intoTheirs.statusCode).toBe(404);
    const theirFav = await call(other, 'POST', `/advertisements/${theirs.id}/folders/detach`, {});
    expect(theirFav.statusCode).toBe(404);
    expect(
      (await call(other, 'GET', '/folders/')).json().data.some((f: { id: string }) => f.id === folder.id),
    ).toBe(false);
  });

  it('shares a public folder read-only without login, and stops when made private', async () => {
    const folder = (await call(tester, 'POST', '/folders/', { name: 'Compartilhada' })).json().data;
    expect(folder.share_token).toBeNull();
    await favorite(tester, 'https://example.com/publica', { folder_id: folder.id, page_name: 'Loja X' });
    const shared = (await call(tester, 'PUT', `/folders/${folder.id}`, { is_public: true })).json().data;
    expect(shared.share_token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const anon = await t.app.inject({ method: 'GET', url: `/api/shared/folders/${shared.share_token}` });
    expect(anon.statusCode).toBe(200);
    expect(anon.json().data).toMatchObject({ name: 'Compartilhada', items: [{ page_name: 'Loja X' }] });
    expect(anon.json().data.items[0].user_id).toBeUndefined();
    await call(tester, 'PUT', `/folders/${folder.id}`, { is_public: false });
    const gone = await t.app.inject({ method: 'GET', url: `/api/shared/folders/${shared.share_token}` });
    expect(gone.statusCode).toBe(404);
  });

  it('exports and imports folders as JSON, re-attaching favorites by URL', async () => {
    const exported = await call(tester, 'GET', '/folders/export');
    expect(exported.statusCode).toBe(200);
    const data = exported.json().data;
    expect(data.find((f: { name: string }) => f.name === 'Ofertas').favorite_urls).toEqual([
      'https://example.com/b',
    ]);
    const imported = await call(tester, 'POST', '/folders/import', {
      folders: [{ name: 'Importada', color: '#EF4444', favorite_urls: ['https://example.com/a'] }],
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data[0]).toMatchObject({ name: 'Importada', favorites_count: 1 });
    const bad = await call(tester, 'POST', '/folders/import', { folders: { name: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a parent folder of another user and a folder inside itself', async () => {
    const mine = (await call(tester, 'POST', '/folders/', { name: 'Pai' })).json().data;
    const foreign = (await call(other, 'POST', '/folders/', { name: 'Alheia' })).json().data;
    expect(
      (await call(tester, 'POST', '/folders/', { name: 'Filha', parent_id: foreign.id })).statusCode,
    ).toBe(404);
    expect((await call(tester, 'PUT', `/folders/${mine.id}`, { parent_id: mine.id })).statusCode).toBe(400);
    const child = await call(tester, 'POST', '/folders/', { name: 'Filha', parent_id: mine.id });
    expect(child.json().data.parent_id).toBe(mine.id);
  });
});
