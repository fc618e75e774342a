import { STUDIO_AI_MESSAGES, STUDIO_MESSAGES } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, userSession, useTestApp } from '../../../test/helpers/app';
import { createFavorite } from '../../../test/helpers/factories';

const t = useTestApp();

describe('studio', () => {
  it('adds a favorite, flags it, lists it and removes it', async () => {
    const tester = await userSession(t, { role: 'tester' });
    const otherTester = await userSession(t, { role: 'tester' });
    const fav = await createFavorite(t.database, tester.user.id, { pageName: 'Loja' });
    const added = await tester.api.studio.addToStudio({ body: { id: fav.id } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: STUDIO_MESSAGES.added,
      data: { favorite_id: fav.id, studio: true },
    });
    expect((await tester.api.studio.addToStudio({ body: { id: fav.id } })).status).toBe(409);

    const studioOnly = expectStatus(
      await tester.api.favorites.getFavorites({ query: { filter: 'studio' } }),
      200,
    );
    expect(studioOnly.data.map((f) => f.id)).toEqual([fav.id]);
    const notStudio = expectStatus(
      await tester.api.favorites.getFavorites({ query: { filter: 'not_studio' } }),
      200,
    );
    expect(notStudio.meta.total).toBe(0);

    const list = expectStatus(await tester.api.studio.getStudio(), 200);
    expect(list.data).toHaveLength(1);
    const itemId = list.data[0]!.studio_item_id;
    expect((await otherTester.api.studio.removeFromStudio({ params: { id: itemId } })).status).toBe(404);
    const removed = await tester.api.studio.removeFromStudio({ params: { id: itemId } });
    expect(removed.body).toEqual({ success: true, message: STUDIO_MESSAGES.removed });
    expect(expectStatus(await tester.api.studio.getStudio(), 200).data).toEqual([]);
    const after = expectStatus(await tester.api.favorites.getFavorites({ query: { filter: 'studio' } }), 200);
    expect(after.meta.total).toBe(0);
  });

  it("cannot add another user's favorite (404) and is closed to regular users (403)", async () => {
    const tester = await userSession(t, { role: 'tester' });
    const otherTester = await userSession(t, { role: 'tester' });
    const regular = await userSession(t);
    const fav = await createFavorite(t.database, tester.user.id);
    expect((await otherTester.api.studio.addToStudio({ body: { id: fav.id } })).status).toBe(404);
    expect(expectStatus(await otherTester.api.studio.getStudio(), 200).data).toEqual([]);
    expect(expectStatus(await tester.api.studio.getStudio(), 200).data).toEqual([]);
    expect((await regular.api.studio.addToStudio({ body: { id: fav.id } })).status).toBe(403);
  });

  it('drops the studio item when its favorite is deleted', async () => {
    const tester = await userSession(t, { role: 'tester' });
    const kept = await createFavorite(t.database, tester.user.id);
    const fav = await createFavorite(t.database, tester.user.id);
    for (const f of [kept, fav]) {
      expect((await tester.api.studio.addToStudio({ body: { id: f.id } })).status).toBe(201);
    }
    expect((await tester.api.favorites.deleteFavorite({ params: { id: fav.id } })).status).toBe(200);
    const items = expectStatus(await tester.api.studio.getStudio(), 200).data;
    expect(items.map((i) => i.favorite_id)).toEqual([kept.id]);
  });

  it('without AI_API_URL the AI says it is off (the actions open the chat) and a run answers 503 in pt-BR', async () => {
    const tester = await userSession(t, { role: 'tester' });
    const fav = await createFavorite(t.database, tester.user.id);
    const item = expectStatus(await tester.api.studio.addToStudio({ body: { id: fav.id } }), 201).data;
    const state = expectStatus(
      await tester.api.studio.getStudioAi({ params: { id: item.studio_item_id } }),
      200,
    );
    expect(state.data).toMatchObject({
      enabled: false,
      model: null,
      analyses: [],
      usage: { used: 0, limit: 5 },
    });
    const run = await tester.api.studio.runStudioAi({
      params: { id: item.studio_item_id },
      body: { action: 'headlines', regenerate: false },
    });
    expect(run.status).toBe(503);
    expect(run.body).toMatchObject({ code: 'AI_NOT_CONFIGURED', message: STUDIO_AI_MESSAGES.notConfigured });
  });
});
