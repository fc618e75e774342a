import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  expectStatus,
  sendAds,
  tokenSession,
  useSession,
  useTestApp,
} from '../../../test/helpers/app';
import { digitId } from '../../../test/helpers/factories';
import { adClaims, adObservations } from '../../db/schema';

/** A page name no other test uses, so each test finds only its own ads. */
const newPage = () => `Academia Forma Total ${digitId()}`;

/** A website result item (what the extension captures), in Meta's current snake_case shape. */
const item = (
  page_name: string,
  extra: Record<string, unknown> = {},
  snapshot: Record<string, unknown> = {},
) => ({
  ad_archive_id: digitId('91'),
  page_id: '7001',
  page_name,
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

/** The extension of a new account, holding a token with every ability. */
const extension = () => tokenSession(t);

/** The library's view of the ad, found among the ads of its page. */
const find = async (archiveId: string, page_name: string) => {
  const res = await admin.api.ads.searchAdvertisements({ query: { page_name, per_page: 100 } });
  const found = expectStatus(res, 200).data.find((a) => a.ad_archive_id === archiveId);
  if (!found) throw new Error(`ad ${archiveId} not in the library`);
  return found;
};

/** One user creates the ad, another sends a tampered copy that also fills gaps, as in the wild. */
const seenTwice = async (page: string) => {
  const original = item(page);
  await sendAds((await extension()).api, [original]);
  const tampered = item(
    page,
    {
      ad_archive_id: original.ad_archive_id,
      page_name: 'Golpe Ltda',
      is_active: false,
      end_date: 1_762_000_000,
    },
    { body: { text: 'Texto trocado' }, link_url: 'https://golpe.example/x', cta_text: 'Comprar agora' },
  );
  const second = await sendAds((await extension()).api, [tampered]);
  return { archiveId: original.ad_archive_id, second };
};

const t = useTestApp({ ingest: { bodyLimit: 16 * 1024 * 1024, adsPerMinute: 100_000 } });
const admin = useSession(t, { role: 'admin' });

describe('a shared library under trust rules', () => {
  it('lets a user create an ad with everything the website shows', async () => {
    const page = newPage();
    const input = item(page);
    const data = await sendAds((await extension()).api, [input]);
    expect(data.results[0]).toMatchObject({ status: 'created', shape: 'website', id: expect.any(String) });
    const ad = await find(input.ad_archive_id, page);
    expect(ad).toMatchObject({
      page_name: page,
      ad_creative_bodies: ['Treino funcional para emagrecer com acompanhamento.'],
      landing_domain: 'formatotal.com.br',
      publisher_platforms: ['facebook', 'instagram'],
      niche: 'emagrecimento',
    });
    // One account's variation count waits for a second account to vouch for it.
    expect(ad.collation_count).toBeNull();
    await sendAds((await extension()).api, [input]);
    expect((await find(input.ad_archive_id, page)).collation_count).toBe(3);
  });

  it('never lets one user overwrite or stop what others see, but lets them fill gaps', async () => {
    const page = newPage();
    const { archiveId, second } = await seenTwice(page);
    expect(second.results[0]?.status).toBe('updated');
    const after = await find(archiveId, page);
    expect(after.page_name).toBe(page);
    expect(after.ad_creative_bodies).toEqual(['Treino funcional para emagrecer com acompanhamento.']);
    expect(after.landing_url).toBe('https://formatotal.com.br/planos');
    // Empty before: filled. Running before, inactive for one account only: still running.
    expect(after.cta).toBe('Comprar agora');
    expect(after.ad_delivery_stop_time).toBeNull();
    // Seen again: the library knows the ad still runs.
    expect(new Date(after.last_seen_at).getTime()).toBeGreaterThan(new Date(after.first_seen_at).getTime());
  });

  it('stops the ad once a second independent account saw it stopped', async () => {
    const page = newPage();
    const { archiveId } = await seenTwice(page);
    const stopped = item(page, { ad_archive_id: archiveId, is_active: false, end_date: 1_762_000_000 });
    await sendAds((await extension()).api, [stopped]);
    expect((await find(archiveId, page)).ad_delivery_stop_time).toBe(
      new Date(1_762_000_000_000).toISOString(),
    );
  });

  it('lets an admin correct the ad', async () => {
    const page = newPage();
    const input = item(page);
    await sendAds((await extension()).api, [input]);
    const corrected = `${page} Academias`;
    const data = await sendAds(admin.api, [{ ...input, page_name: corrected }]);
    expect(data.results[0]?.status).toBe('updated');
    expect((await find(input.ad_archive_id, corrected)).page_name).toBe(corrected);
  });

  it('records who observed what, from which source', async () => {
    const page = newPage();
    const { archiveId } = await seenTwice(page);
    await sendAds(admin.api, [item(page, { ad_archive_id: archiveId, page_name: `${page} Academias` })]);
    const ad = await find(archiveId, page);
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
    expect(filled?.fieldsChanged).toContain('cta');
    expect(filled?.fieldsChanged).not.toContain('pageName');
    expect(filled?.fieldsChanged).not.toContain('adDeliveryStopTime');
    // Every capture is kept as it arrived, with where it came from.
    const claims = await t.database.db.select().from(adClaims).where(eq(adClaims.advertisementId, ad.id));
    expect(
      claims.map((c) => [c.source, c.trusted, (c.claim as { page_name: string }).page_name]).sort(),
    ).toEqual(
      [
        ['admin', true, `${page} Academias`],
        ['extension', false, 'Golpe Ltda'],
        ['extension', false, page],
      ].sort(),
    );
  });

  it('reports an identical resend as unchanged', async () => {
    const { api } = await extension();
    const input = item(newPage());
    expect((await sendAds(api, [input])).created).toBe(1);
    expect(await sendAds(api, [input])).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
  });
});

describe('real payload sizes and hostile ids', () => {
  it('accepts 500 real-sized ads gzip-compressed in one request', async () => {
    const { token } = await extension();
    const story = 'Uma história longa de transformação e resultados reais. '.repeat(220);
    const page = newPage();
    // Without images: 500 thumbnail downloads would only slow the file down.
    const ads = Array.from({ length: 500 }, (_, i) =>
      item(page, {}, { body: { text: `${story} ${i}` }, images: [] }),
    );
    const json = Buffer.from(JSON.stringify({ ads }));
    expect(json.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/ingest',
      headers: { ...bearer(token), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(json),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ created: 500, rejected: 0 });
  });

  it('answers a corrupt gzip body with 400 and an unknown encoding with 415, in the envelope', async () => {
    const { token } = await extension();
    const headers = { ...bearer(token), 'content-type': 'application/json' };
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
    const { token } = await extension();
    // JSON.stringify cannot write a number this long exactly: the body is written by hand.
    const payload = `{"ads":[${JSON.stringify(item(newPage()))},{"id":930000000000000002,"page_name":"P","ad_creative_bodies":["x"]}]}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/ingest',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload,
    });
    const data = res.json().data;
    expect(data.results.map((r: { status: string }) => r.status)).toEqual(['created', 'rejected']);
    expect(data.results[1].reason).toMatch(/deve ser texto/);
  });

  it('classifies niches from whole words only and finds the domain in a caption', async () => {
    const { api } = await extension();
    const id = digitId('94');
    const page = `Happy Hour Fornecedor ${id}`;
    const data = await sendAds(api, [
      {
        id,
        page_name: page,
        ad_creative_bodies: ['Seja um fornecedor happy do nosso bar.'],
        ad_creative_link_captions: ['barfeliz.com.br'],
      },
    ]);
    expect(data.results[0]?.status).toBe('created');
    const ad = await find(id, page);
    expect(ad.niche).toBeNull();
    expect(ad.landing_domain).toBe('barfeliz.com.br');
  });
});

describe('per-token pacing and the extension session', () => {
  it('answers 429 with Retry-After once a token sends more ads per minute than allowed', async () => {
    const paced = await buildTestApp({ ingest: { bodyLimit: 1024 * 1024, adsPerMinute: 3 } });
    try {
      const { api } = await tokenSession(paced, ['write:ads']);
      const page = newPage();
      const send = (n: number) =>
        api.ads.ingestAdvertisements({ body: { ads: Array.from({ length: n }, () => item(page)) } });
      expect((await send(2)).status).toBe(200);
      const limited = await send(2);
      expect(expectStatus(limited, 429).message).toMatch(/no máximo 3 anúncios por minuto/);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await paced.close();
    }
  });

  it('tells the extension whose token it holds, its folders and its limits, and allows its origin', async () => {
    const { api } = await extension();
    const origin = 'chrome-extension://abcdefghijklmnop';
    const res = await api.tokens.getCurrentToken({ extraHeaders: { origin } });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(expectStatus(res, 200).data).toMatchObject({
      can_use_folders: false,
      folders: [],
      ingest: { max_batch: 500, ads_per_minute: 100_000 },
    });
    const other = await api.tokens.getCurrentToken({ extraHeaders: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
