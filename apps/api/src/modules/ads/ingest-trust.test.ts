import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createApiToken,
  createUser,
  DEFAULT_PASSWORD,
  login,
  type TestContext,
} from '../../../test/helpers/app';
import { adObservations } from '../../db/schema';

let t: TestContext;
let admin: string;
let userA: string;
let userB: string;

/** A website result item (what the extension captures), in Meta's current snake_case shape. */
const item = (id: string, extra: Record<string, unknown> = {}, snapshot: Record<string, unknown> = {}) => ({
  ad_archive_id: id,
  page_id: '7001',
  page_name: 'Academia Forma Total',
  is_active: true,
  start_date: 1_761_000_000,
  publisher_platform: ['FACEBOOK', 'INSTAGRAM'],
  collation_count: 3,
  snapshot: {
    body: { text: 'Treino funcional para emagrecer com acompanhamento.' },
    title: 'Plano trimestral',
    caption: 'formatotal.com.br',
    link_url: 'https://formatotal.com.br/planos',
    images: [{ original_image_url: 'https://scontent.xx.fbcdn.net/v/t39/a.jpg' }],
    ...snapshot,
  },
  ...extra,
});

const tokenFor = async (abilities?: string[]) => {
  const owner = await createUser(t.database);
  return { raw: await createApiToken(t.database, owner.id, abilities), userId: owner.id };
};

const ingest = (ads: unknown[], token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/advertisements/ingest',
    headers: { ...bearer(token), ...headers },
    payload: { ads },
  });

const find = async (archiveId: string, query = 'page_name=Forma%20Total') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/advertisements/?per_page=100&${query}`,
    headers: bearer(admin),
  });
  return res.json().data.find((a: { ad_archive_id: string }) => a.ad_archive_id === archiveId);
};

beforeAll(async () => {
  t = await buildTestApp({ ingest: { bodyLimit: 16 * 1024 * 1024, adsPerMinute: 100_000 } });
  const a = await createUser(t.database, { isAdmin: true });
  admin = await login(t.app, { email: a.email, password: DEFAULT_PASSWORD });
  userA = (await tokenFor()).raw;
  userB = (await tokenFor()).raw;
});
afterAll(async () => t.close());

describe('a shared library under trust rules', () => {
  it('lets a user create an ad with everything the website shows', async () => {
    const res = await ingest([item('910000000000000001')], userA);
    expect(res.statusCode).toBe(200);
    const [r] = res.json().data.results;
    expect(r).toMatchObject({ status: 'created', shape: 'website', id: expect.any(String) });
    const ad = await find('910000000000000001');
    expect(ad).toMatchObject({
      page_name: 'Academia Forma Total',
      ad_creative_bodies: ['Treino funcional para emagrecer com acompanhamento.'],
      landing_domain: 'formatotal.com.br',
      publisher_platforms: ['facebook', 'instagram'],
      collation_count: 3,
      niche: 'emagrecimento',
    });
    expect(ad.signals.variations).toBeGreaterThanOrEqual(3);
  });

  it('never lets a user overwrite what others see, but lets them fill gaps and report a stop', async () => {
    const before = await find('910000000000000001');
    const res = await ingest(
      [
        item(
          '910000000000000001',
          { page_name: 'Golpe Ltda', is_active: false, end_date: 1_762_000_000 },
          { body: { text: 'Texto trocado' }, link_url: 'https://golpe.example/x', cta_text: 'Comprar agora' },
        ),
      ],
      userB,
    );
    expect(res.json().data.results[0].status).toBe('updated');
    const after = await find('910000000000000001');
    expect(after.page_name).toBe('Academia Forma Total');
    expect(after.ad_creative_bodies).toEqual(before.ad_creative_bodies);
    expect(after.landing_url).toBe('https://formatotal.com.br/planos');
    // Empty before: filled. Running before, inactive now: stopped.
    expect(after.cta).toBe('Comprar agora');
    expect(after.ad_delivery_stop_time).toBe(new Date(1_762_000_000_000).toISOString());
    expect(new Date(after.last_seen_at).getTime()).toBeGreaterThanOrEqual(
      new Date(before.last_seen_at).getTime(),
    );
  });

  it('lets an admin correct the ad', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/ingest',
      headers: bearer(admin),
      payload: { ads: [item('910000000000000001', { page_name: 'Forma Total Academias' })] },
    });
    expect(res.json().data.results[0].status).toBe('updated');
    expect((await find('910000000000000001')).page_name).toBe('Forma Total Academias');
  });

  it('records who observed what, from which source', async () => {
    const ad = await find('910000000000000001');
    const rows = await t.database.db
      .select()
      .from(adObservations)
      .where(eq(adObservations.advertisementId, ad.id));
    expect(rows.map((r) => [r.source, r.createdAd]).sort()).toEqual([
      ['admin', false],
      ['extension', false],
      ['extension', true],
    ]);
    const filled = rows.find((r) => r.source === 'extension' && !r.createdAd);
    expect(filled?.fieldsChanged).toEqual(expect.arrayContaining(['cta', 'adDeliveryStopTime']));
    expect(filled?.fieldsChanged).not.toContain('pageName');
  });

  it('reports an identical resend as unchanged', async () => {
    await ingest([item('910000000000000002')], userA);
    const res = await ingest([item('910000000000000002')], userA);
    expect(res.json().data).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
  });
});

describe('real payload sizes and hostile ids', () => {
  it('accepts 500 real-sized ads gzip-compressed in one request', async () => {
    const story = 'Uma história longa de transformação e resultados reais. '.repeat(220);
    const ads = Array.from({ length: 500 }, (_, i) =>
      item(`92${String(i).padStart(16, '0')}`, {}, { body: { text: `${story} ${i}` } }),
    );
    const json = Buffer.from(JSON.stringify({ ads }));
    expect(json.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/ingest',
      headers: { ...bearer(userA), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(json),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ created: 500, rejected: 0 });
  });

  it('answers a corrupt gzip body with 400 and an unknown encoding with 415, in the envelope', async () => {
    const headers = { ...bearer(userA), 'content-type': 'application/json' };
    const corrupt = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/ingest',
      headers: { ...headers, 'content-encoding': 'gzip' },
      payload: Buffer.from('definitely not gzip'),
    });
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json()).toMatchObject({ success: false, message: expect.stringMatching(/comprimido/) });
    const br = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/ingest',
      headers: { ...headers, 'content-encoding': 'br' },
      payload: Buffer.from('{}'),
    });
    expect(br.statusCode).toBe(415);
    expect(br.json().success).toBe(false);
  });

  it('rejects a JSON-number id per item, with the reason, and keeps the rest', async () => {
    const payload = `{"ads":[${JSON.stringify(item('930000000000000001'))},{"id":930000000000000002,"page_name":"P","ad_creative_bodies":["x"]}]}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/ingest',
      headers: { ...bearer(userA), 'content-type': 'application/json' },
      payload,
    });
    const data = res.json().data;
    expect(data.results.map((r: { status: string }) => r.status)).toEqual(['created', 'rejected']);
    expect(data.results[1].reason).toMatch(/deve ser texto/);
  });

  it('classifies niches from whole words only and finds the domain in a caption', async () => {
    const res = await ingest(
      [
        {
          id: '940000000000000001',
          page_name: 'Happy Hour Fornecedor',
          ad_creative_bodies: ['Seja um fornecedor happy do nosso bar.'],
          ad_creative_link_captions: ['barfeliz.com.br'],
        },
      ],
      userA,
    );
    expect(res.json().data.results[0].status).toBe('created');
    const ad = await find('940000000000000001', 'page_name=Happy%20Hour');
    expect(ad.niche).toBeNull();
    expect(ad.landing_domain).toBe('barfeliz.com.br');
  });
});

describe('per-token pacing and the extension session', () => {
  it('answers 429 with Retry-After once a token sends more ads per minute than allowed', async () => {
    const paced = await buildTestApp({ ingest: { bodyLimit: 1024 * 1024, adsPerMinute: 3 } });
    const owner = await createUser(paced.database);
    const raw = await createApiToken(paced.database, owner.id, ['write:ads']);
    const send = (n: number) =>
      paced.app.inject({
        method: 'POST',
        url: '/api/advertisements/ingest',
        headers: bearer(raw),
        payload: { ads: Array.from({ length: n }, (_, i) => item(`95000000000000000${i}`)) },
      });
    expect((await send(2)).statusCode).toBe(200);
    const limited = await send(2);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/no máximo 3 anúncios por minuto/);
    await paced.close();
  });

  it('tells the extension whose token it holds, its folders and its limits, and allows its origin', async () => {
    const { raw } = await tokenFor();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/tokens/current',
      headers: { ...bearer(raw), origin: 'chrome-extension://abcdefghijklmnop' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('chrome-extension://abcdefghijklmnop');
    expect(res.json().data).toMatchObject({
      can_use_folders: false,
      folders: [],
      ingest: { max_batch: 500, ads_per_minute: 100_000 },
    });
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/tokens/current',
      headers: { ...bearer(raw), origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
