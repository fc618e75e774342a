import { FOLDER_COLOR_HEXES, FOLDER_MESSAGES, PLAN_LIMIT_MESSAGES } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { bearer, expectStatus, testClient, userSession, useTestApp } from '../../../test/helpers/app';
import { createFavorite, createFolder } from '../../../test/helpers/factories';

const t = useTestApp();

/** Folders are a Pro feature; a Pro account without the tester role has them. */
const tester = () => userSession(t, { plan: 'pro' });

describe('folders', () => {
  it('are created on Pro and by admins; Free reads the folders it kept; the Studio stays for testers', async () => {
    const free = await userSession(t);
    const admin = await userSession(t, { role: 'admin' });
    const kept = await createFolder(t.database, free.user.id, { name: 'Da época do trial' });
    const refused = await free.api.folders.createFolder({ body: { name: 'Nova' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      code: 'PLAN_LIMIT',
      message: PLAN_LIMIT_MESSAGES.folders,
    });
    const imported = await free.api.folders.importFolders({ body: { folders: [{ name: 'Importada' }] } });
    expect(imported.body).toMatchObject({ code: 'PLAN_LIMIT' });
    const list = expectStatus(await free.api.folders.getFolders(), 200);
    expect(list.data.map((f) => f.name)).toEqual(['Da época do trial']);
    const renamed = await free.api.folders.updateFolder({
      params: { id: kept.id },
      body: { name: 'Renomeada' },
    });
    expect(expectStatus(renamed, 200).data.name).toBe('Renomeada');
    expect((await free.api.studio.getStudio()).status).toBe(403);
    expect((await admin.api.folders.createFolder({ body: { name: 'Da equipe' } })).status).toBe(201);
  });

  it('creates with a random named colour, default icon and sort_order = count', async () => {
    const { api } = await tester();
    const first = expectStatus(await api.folders.createFolder({ body: { name: '  Emagrecimento  ' } }), 201);
    expect(first.data).toMatchObject({
      name: 'Emagrecimento',
      icon: 'folder',
      is_public: false,
      sort_order: 0,
    });
    expect(FOLDER_COLOR_HEXES).toContain(first.data.color);
    const second = await api.folders.createFolder({
      body: { name: 'Pets', color: '#10b981', icon: 'heart' },
    });
    expect(expectStatus(second, 201).data).toMatchObject({ sort_order: 1, color: '#10B981', icon: 'heart' });
    const blank = expectStatus(await api.folders.createFolder({ body: { name: '   ' } }), 400);
    expect(blank.errors?.name).toEqual([FOLDER_MESSAGES.nameRequired]);
    expect((await api.folders.createFolder({ body: { name: 'x', color: '#123456' } })).status).toBe(400);
  });

  it('attaches and detaches favorites, lists folder items with stats, sort and search', async () => {
    const { user, api } = await tester();
    const folder = await createFolder(t.database, user.id, { name: 'Ofertas' });
    const a = await createFavorite(t.database, user.id, { price: 10, adCreativeLinkTitles: ['Bravo'] });
    const b = await createFavorite(t.database, user.id, { price: 30, adCreativeLinkTitles: ['Alfa'] });
    for (const f of [a, b]) {
      const res = await api.folders.attachToFolder({ params: { id: f.id }, body: { folder_id: folder.id } });
      expect(expectStatus(res, 200).data.folder_id).toBe(folder.id);
    }
    const items = (query: { sort?: 'preco' | 'titulo'; order?: 'asc'; search?: string }) =>
      api.folders.getFolderItems({ params: { id: folder.id }, query });
    const byPrice = expectStatus(await items({ sort: 'preco', order: 'asc' }), 200);
    expect(byPrice.data.items.map((i) => i.id)).toEqual([a.id, b.id]);
    expect(byPrice.data.stats).toMatchObject({ total_items: 2, total_value: 40 });
    expect(byPrice.data.folder.favorites_count).toBe(2);
    expect(byPrice.meta).toMatchObject({ total: 2, per_page: 6 });
    const byTitle = expectStatus(await items({ sort: 'titulo', order: 'asc' }), 200);
    expect(byTitle.data.items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(expectStatus(await items({ search: 'bravo' }), 200).meta.total).toBe(1);

    const detach = await api.folders.detachFromFolder({
      params: { id: a.id },
      body: { folder_id: folder.id },
    });
    expect(expectStatus(detach, 200).data.folder_id).toBeNull();
    expect(expectStatus(await items({}), 200).data.items.map((i) => i.id)).toEqual([b.id]);
  });

  it("deleting a folder moves its favorites to 'Sem Pasta' and keeps them", async () => {
    const { user, api } = await tester();
    const folder = await createFolder(t.database, user.id, { name: 'Temporária' });
    const f = await createFavorite(t.database, user.id, { folderId: folder.id });
    const del = await api.folders.deleteFolder({ params: { id: folder.id } });
    expect(del.body).toEqual({ success: true, message: FOLDER_MESSAGES.deleted });
    const list = expectStatus(await api.favorites.getFavorites(), 200);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: f.id, folder_id: null });
    expect((await api.folders.getFolder({ params: { id: folder.id } })).status).toBe(404);
    expect((await api.folders.getFolderItems({ params: { id: folder.id } })).status).toBe(404);
  });

  it('isolates users: another tester gets 404 for every folder route', async () => {
    const owner = await tester();
    const other = await userSession(t, { role: 'admin' });
    const folder = await createFolder(t.database, owner.user.id, { name: 'Privada' });
    const mine = await createFavorite(t.database, other.user.id);
    const theirs = await createFavorite(t.database, owner.user.id, { folderId: folder.id });
    const params = { id: folder.id };
    expect((await other.api.folders.getFolder({ params })).status).toBe(404);
    expect((await other.api.folders.updateFolder({ params, body: { name: 'x' } })).status).toBe(404);
    expect((await other.api.folders.deleteFolder({ params })).status).toBe(404);
    expect((await other.api.folders.getFolderItems({ params })).status).toBe(404);
    const intoTheirs = await other.api.folders.attachToFolder({
      params: { id: mine.id },
      body: { folder_id: folder.id },
    });
    expect(intoTheirs.status).toBe(404);
    const theirFav = await other.api.folders.detachFromFolder({ params: { id: theirs.id }, body: {} });
    expect(theirFav.status).toBe(404);
    expect(expectStatus(await other.api.folders.getFolders(), 200).data).toEqual([]);
    // Nothing moved: the owner's folder still holds the favorite.
    const kept = expectStatus(await owner.api.folders.getFolderItems({ params }), 200);
    expect(kept.data.items.map((i) => i.id)).toEqual([theirs.id]);
  });

  it('shares a public folder read-only without login, and stops when made private', async () => {
    const { user, api } = await tester();
    const folder = expectStatus(
      await api.folders.createFolder({ body: { name: 'Compartilhada' } }),
      201,
    ).data;
    expect(folder.share_token).toBeNull();
    await createFavorite(t.database, user.id, { folderId: folder.id, pageName: 'Loja X' });
    const update = await api.folders.updateFolder({ params: { id: folder.id }, body: { is_public: true } });
    const token = expectStatus(update, 200).data.share_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const anonymous = testClient(t.app);
    const shared = expectStatus(await anonymous.folders.getSharedFolder({ params: { token: token! } }), 200);
    expect(shared.data).toMatchObject({ name: 'Compartilhada', items: [{ page_name: 'Loja X' }] });
    expect(shared.data.items[0]).not.toHaveProperty('user_id');
    await api.folders.updateFolder({ params: { id: folder.id }, body: { is_public: false } });
    expect((await anonymous.folders.getSharedFolder({ params: { token: token! } })).status).toBe(404);
  });

  it('exports and imports folders as JSON, re-attaching favorites by URL', async () => {
    const { user, api, token } = await tester();
    const folder = await createFolder(t.database, user.id, { name: 'Ofertas' });
    const inside = await createFavorite(t.database, user.id, { folderId: folder.id });
    const outside = await createFavorite(t.database, user.id);
    const exported = expectStatus(await api.folders.exportFolders(), 200).data;
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ name: 'Ofertas', favorite_urls: [inside.url] });
    const imported = await api.folders.importFolders({
      body: { folders: [{ name: 'Importada', color: '#EF4444', favorite_urls: [outside.url] }] },
    });
    expect(expectStatus(imported, 201).data[0]).toMatchObject({ name: 'Importada', favorites_count: 1 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/folders/import',
      headers: bearer(token),
      payload: { folders: { name: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a parent folder of another user and a folder inside itself', async () => {
    const { user, api } = await tester();
    const other = await userSession(t, { role: 'admin' });
    const mine = await createFolder(t.database, user.id, { name: 'Pai' });
    const foreign = await createFolder(t.database, other.user.id, { name: 'Alheia' });
    const intoForeign = await api.folders.createFolder({ body: { name: 'Filha', parent_id: foreign.id } });
    expect(intoForeign.status).toBe(404);
    const intoItself = await api.folders.updateFolder({
      params: { id: mine.id },
      body: { parent_id: mine.id },
    });
    expect(intoItself.status).toBe(400);
    const child = await api.folders.createFolder({ body: { name: 'Filha', parent_id: mine.id } });
    expect(expectStatus(child, 201).data.parent_id).toBe(mine.id);
  });
});
