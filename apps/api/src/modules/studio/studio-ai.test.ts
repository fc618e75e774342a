import { randomUUID } from 'node:crypto';
import { AI_LIMIT_MESSAGES, type AiActionId, STUDIO_AI_MESSAGES } from '@sniperads/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectStatus, type UserSession, userSession, useTestApp } from '../../../test/helpers/app';
import { createAd, createFavorite } from '../../../test/helpers/factories';
import { parseSse, useFakeOpenAi } from '../../../test/helpers/fake-openai';
import { aiRuns, creativeAnalyses } from '../../db/schema';

const fake = useFakeOpenAi();
const KEY = 'sk-test-secret-key-123';
const t = useTestApp(() => ({
  ai: { baseUrl: `${fake.url}/v1`, apiKey: KEY, model: 'fake-vision', timeoutMs: 1500 },
}));

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .png()
    .toBuffer();

/** A tester's studio item: a favorite of a library ad, its image archived. */
const studioItem = async (
  session: UserSession,
  ad: { id: string } | null = null,
  media: 'image' | 'video' = 'image',
) => {
  const bytes = await png();
  const key = `${randomUUID()}.${media === 'image' ? 'png' : 'mp4'}`;
  await t.app.media.storage.put(key, media === 'image' ? bytes : new Uint8Array([0, 0, 0, 24]));
  const linked = ad ?? (await createAd(t.database));
  const fav = await createFavorite(t.database, session.user.id, {
    advertisementId: linked.id,
    adCreativeLinkTitles: ['Chá que seca a barriga'],
    adCreativeBodies: ['Perca até 5 kg em 30 dias com o chá natural.'],
    mediaStatus: 'archived',
    mediaKey: key,
    mediaContentType: media === 'image' ? 'image/png' : 'video/mp4',
    mediaSize: bytes.length,
  });
  return expectStatus(await session.api.studio.addToStudio({ body: { id: fav.id } }), 201).data;
};

const run = (session: UserSession, id: string, action: AiActionId = 'headlines', regenerate = false) =>
  session.api.studio.runStudioAi({ params: { id }, body: { action, regenerate } });

const eventsOf = (res: { status: number; body: unknown }) => {
  expect(res.status, String(res.body)).toBe(200);
  return parseSse(String(res.body));
};

const lastUserMessage = () => {
  const messages = fake.requests.at(-1)!.body.messages!;
  return messages.find((m) => m.role === 'user')!;
};

describe('studio AI', () => {
  it('sends the archived image with the texts, streams the answer and keeps it with the creative', async () => {
    const tester = await userSession(t, { role: 'tester' });
    const item = await studioItem(tester);
    const before = fake.requests.length;

    const events = eventsOf(await run(tester, item.studio_item_id, 'analise-estrutural'));
    expect(fake.requests.length).toBe(before + 1);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body).toMatchObject({ model: 'fake-vision', stream: true });
    const user = lastUserMessage();
    expect(Array.isArray(user.content)).toBe(true);
    const parts = user.content as { type: string; text?: string; image_url?: { url: string } }[];
    expect(parts[0]?.text).toContain('Título: Chá que seca a barriga');
    expect(parts[0]?.text).toContain('A imagem do criativo vai anexada');
    const image = parts.find((p) => p.type === 'image_url')!.image_url!.url;
    expect(image).toMatch(/^data:image\/jpeg;base64,/);
    const decoded = await sharp(Buffer.from(image.split(',')[1]!, 'base64')).metadata();
    expect([decoded.width, decoded.height]).toEqual([40, 30]);

    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'delta', 'done']);
    expect(events.slice(0, 3).map((e) => e.data.text)).toEqual([
      'Gancho: ',
      'a imagem mostra ',
      'um produto.',
    ]);
    const done = events.at(-1)!.data as {
      analysis: Record<string, unknown>;
      usage: Record<string, unknown>;
      cached: boolean;
    };
    expect(done.cached).toBe(false);
    expect(done.analysis).toMatchObject({
      action: 'analise-estrutural',
      content: 'Gancho: a imagem mostra um produto.',
      model: 'fake-vision',
      prompt_version: 1,
      input: 'image',
    });
    expect(done.usage).toMatchObject({ used: 1, limit: 5, remaining: 4 });

    const state = expectStatus(
      await tester.api.studio.getStudioAi({ params: { id: item.studio_item_id } }),
      200,
    ).data;
    expect(state).toMatchObject({ enabled: true, model: 'fake-vision', usage: { used: 1, remaining: 4 } });
    expect(state.analyses.map((a) => [a.action, a.content])).toEqual([
      ['analise-estrutural', 'Gancho: a imagem mostra um produto.'],
    ]);
  });

  it('lets another user of the same creative cluster read it without a new call; regenerating counts', async () => {
    const first = await userSession(t, { role: 'tester' });
    const second = await userSession(t, { role: 'tester' });
    const collation = `col-${randomUUID()}`;
    const mine = await studioItem(first, await createAd(t.database, { collationId: collation }));
    const theirs = await studioItem(second, await createAd(t.database, { collationId: collation }));
    eventsOf(await run(first, mine.studio_item_id));
    const calls = fake.requests.length;

    const seen = expectStatus(
      await second.api.studio.getStudioAi({ params: { id: theirs.studio_item_id } }),
      200,
    ).data;
    expect(seen.analyses.map((a) => a.action)).toEqual(['headlines']);
    const cached = eventsOf(await run(second, theirs.studio_item_id));
    expect(cached.map((e) => e.event)).toEqual(['done']);
    expect(cached[0]!.data).toMatchObject({ cached: true, usage: { used: 0 } });
    expect(fake.requests.length).toBe(calls);

    fake.replies.push({ kind: 'stream', chunks: ['Nova ', 'versão'] });
    const again = eventsOf(await run(second, theirs.studio_item_id, 'headlines', true));
    expect(fake.requests.length).toBe(calls + 1);
    expect(again.at(-1)!.data).toMatchObject({
      cached: false,
      usage: { used: 1 },
      analysis: { content: 'Nova versão' },
    });
    const mineNow = expectStatus(
      await first.api.studio.getStudioAi({ params: { id: mine.studio_item_id } }),
      200,
    ).data;
    expect(mineNow.analyses[0]?.content).toBe('Nova versão');
  });

  it('sends a video’s archived preview frame and says so', async () => {
    const tester = await userSession(t, { role: 'tester' });
    const thumb = `thumbs/${randomUUID()}.webp`;
    await t.app.media.storage.put(
      thumb,
      await sharp(await png())
        .webp()
        .toBuffer(),
    );
    const ad = await createAd(t.database, { thumbnailStatus: 'archived', thumbnailKey: thumb });
    const item = await studioItem(tester, ad, 'video');
    const done = eventsOf(await run(tester, item.studio_item_id, 'palavras-chave')).at(-1)!;
    expect(done.data).toMatchObject({ analysis: { input: 'video_frame' } });
    const parts = lastUserMessage().content as { type: string; text?: string }[];
    expect(parts[0]?.text).toContain('quadro de capa');
    expect(parts.some((p) => p.type === 'image_url')).toBe(true);
  });

  it('refuses past the plan’s monthly limit, in pt-BR; a saved analysis is still read', async () => {
    const tester = await userSession(t, { role: 'tester' });
    const item = await studioItem(tester);
    eventsOf(await run(tester, item.studio_item_id, 'headlines'));
    // Four more this month (a failed call does not count), and one from last month.
    const now = new Date();
    await t.database.db.insert(aiRuns).values([
      ...Array.from({ length: 4 }, () => ({
        userId: tester.user.id,
        creativeKey: 'x',
        action: 'headlines' as const,
        status: 'done' as const,
      })),
      { userId: tester.user.id, creativeKey: 'x', action: 'headlines', status: 'failed' },
      {
        userId: tester.user.id,
        creativeKey: 'x',
        action: 'headlines',
        status: 'done',
        createdAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)),
      },
    ]);
    const calls = fake.requests.length;
    const refused = await run(tester, item.studio_item_id, 'palavras-chave');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'PLAN_LIMIT',
      message: AI_LIMIT_MESSAGES.exhausted(5, 'free'),
    });
    expect((await run(tester, item.studio_item_id, 'headlines', true)).status).toBe(403);
    expect(fake.requests.length).toBe(calls);
    expect(eventsOf(await run(tester, item.studio_item_id, 'headlines'))[0]!.data).toMatchObject({
      cached: true,
    });
    const state = expectStatus(
      await tester.api.studio.getStudioAi({ params: { id: item.studio_item_id } }),
      200,
    ).data;
    expect(state.usage).toMatchObject({ used: 5, limit: 5, remaining: 0 });

    const pro = await userSession(t, { role: 'tester', plan: 'pro' });
    const proItem = await studioItem(pro);
    expect(
      expectStatus(await pro.api.studio.getStudioAi({ params: { id: proItem.studio_item_id } }), 200).data
        .usage,
    ).toMatchObject({ limit: 200 });
  });

  it("answers 404 for another user's item and 403 for a regular user", async () => {
    const tester = await userSession(t, { role: 'tester' });
    const other = await userSession(t, { role: 'tester' });
    const regular = await userSession(t);
    const item = await studioItem(tester);
    const calls = fake.requests.length;
    expect((await other.api.studio.getStudioAi({ params: { id: item.studio_item_id } })).status).toBe(404);
    expect((await run(other, item.studio_item_id)).status).toBe(404);
    expect((await regular.api.studio.getStudioAi({ params: { id: item.studio_item_id } })).status).toBe(403);
    expect((await run(regular, item.studio_item_id)).status).toBe(403);
    const bad = await tester.api.studio.runStudioAi({
      params: { id: item.studio_item_id },
      // @ts-expect-error an action outside the list
      body: { action: 'poema' },
    });
    expect(bad.status).toBe(400);
    expect(fake.requests.length).toBe(calls);
  });

  it('answers the provider’s failures in pt-BR, never a 500 nor the key, and does not count them', async () => {
    const tester = await userSession(t, { role: 'tester' });
    const item = await studioItem(tester);
    const cases = [
      [{ kind: 'status', status: 401 }, STUDIO_AI_MESSAGES.unauthorized],
      [{ kind: 'status', status: 429 }, STUDIO_AI_MESSAGES.rateLimited],
      [{ kind: 'status', status: 500 }, STUDIO_AI_MESSAGES.unavailable],
      [{ kind: 'hang' }, STUDIO_AI_MESSAGES.timeout],
    ] as const;
    for (const [reply, message] of cases) {
      fake.replies.push(reply);
      const res = await run(tester, item.studio_item_id);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'AI_UNAVAILABLE', message });
      expect(JSON.stringify(res.body)).not.toMatch(/sk-/);
    }
    // Cut mid-answer: the stream ends with an error event and nothing is saved.
    fake.replies.push({ kind: 'stream', chunks: ['Parte ', 'do texto'], failAfter: 1 });
    const cut = eventsOf(await run(tester, item.studio_item_id));
    expect(cut.map((e) => e.event)).toEqual(['delta', 'error']);
    expect(String(cut[1]!.data.message)).toContain(STUDIO_AI_MESSAGES.interrupted);
    const state = expectStatus(
      await tester.api.studio.getStudioAi({ params: { id: item.studio_item_id } }),
      200,
    ).data;
    expect(state.analyses).toEqual([]);
    expect(state.usage.used).toBe(0);
    const saved = await t.database.db.select().from(creativeAnalyses);
    expect(saved.every((row) => !row.content.includes('Parte do texto'))).toBe(true);
  });
});
