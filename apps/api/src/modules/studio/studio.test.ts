import { STUDIO_MESSAGES } from '@sniperads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, login, type TestContext } from '../../../test/helpers/app';

let t: TestContext;
let tester: string;
let otherTester: string;
let regular: string;
beforeAll(async () => {
  t = await buildTestApp();
  tester = await login(t.app, await createUser(t.database, { isTest: true }));
  otherTester = await login(t.app, await createUser(t.database, { isTest: true }));
  regular = await login(t.app, await createUser(t.database));
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(token) });

describe('studio', () => {
  it('adds a favorite, flags it, lists it and removes it', async () => {
    const fav = (
      await call(tester, 'POST', '/favorites/', { url: 'https://example.com/s1', page_name: 'Loja' })
    ).json().data;
    const added = await call(tester, 'POST', '/studio', { id: fav.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: STUDIO_MESSAGES.added,
      data: { favorite_id: fav.id, studio: true },
    });
    const again = await call(tester, 'POST', '/studio', { id: fav.id });
    expect(again.statusCode).toBe(409);

    const studioOnly = await call(tester, 'GET', '/favorites/?filter=studio');
    expect(studioOnly.json().data.map((f: { id: string }) => f.id)).toEqual([fav.id]);
    const notStudio = await call(tester, 'GET', '/favorites/?filter=not_studio');
    expect(notStudio.json().meta.total).toBe(0);

    const list = await call(tester, 'GET', '/studio');
    expect(list.json().data).toHaveLength(1);
    const itemId = list.json().data[0].studio_item_id;
    expect((await call(otherTester, 'DELETE', `/studio/${itemId}`)).statusCode).toBe(404);
    const removed = await call(tester, 'DELETE', `/studio/${itemId}`);
    expect(removed.json()).toEqual({ success: true, message: STUDIO_MESSAGES.removed });
    expect((await call(tester, 'GET', '/studio')).json().data).toEqual([]);
    expect((await call(tester, 'GET', '/favorites/?filter=studio')).json().meta.total).toBe(0);
  });

  it("cannot add another user's favorite (404) and is closed to regular users (403)", async () => {
    const fav = (await call(tester, 'POST', '/favorites/', { url: 'https://example.com/s2' })).json().data;
    expect((await call(otherTester, 'POST', '/studio', { id: fav.id })).statusCode).toBe(404);
    expect((await call(otherTester, 'GET', '/studio')).json().data).toEqual([]);
    expect((await call(regular, 'POST', '/studio', { id: fav.id })).statusCode).toBe(403);
  });

  it('drops the studio item when its favorite is deleted', async () => {
    const fav = (await call(tester, 'POST', '/favorites/', { url: 'https://example.com/s3' })).json().data;
    await call(tester, 'POST', '/studio', { id: fav.id });
    await call(tester, 'DELETE', `/favorites/${fav.id}`);
    const ids = (await call(tester, 'GET', '/studio'))
      .json()
      .data.map((i: { favorite_id: string }) => i.favorite_id);
    expect(ids).not.toContain(fav.id);
  });
});
