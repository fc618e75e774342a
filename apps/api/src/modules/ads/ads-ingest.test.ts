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

let t: TestContext;
let adminToken: string;
let userToken: string;

const ad = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  page_id: '555',
  page_name: 'Clínica Vida Plena',
  ad_creative_bodies: ['Cuide da sua saúde com acompanhamento médico.'],
  ad_creative_link_titles: ['Consulta de saúde online'],
  publisher_platforms: ['facebook', 'instagram'],
  ad_delivery_start_time: '2026-10-01T00:00:00Z',
  landing_url: 'https://www.vidaplena.com.br/consulta',
  ad_snapshot_url: `https://www.facebook.com/ads/archive/render_ad/?id=${id}&access_token=EAAB-secret`,
  ...extra,
});

const ingest = (ads: unknown[], headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/advertisements/ingest', headers, payload: { ads } });

const makeToken = async (abilities: string[]) =>
  createApiToken(t.database, (await createUser(t.database)).id, abilities);

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.database, { isAdmin: true });
  adminToken = await login(t.app, { email: admin.email, password: DEFAULT_PASSWORD });
  const user = await createUser(t.database);
  userToken = await login(t.app, { email: user.email, password: DEFAULT_PASSWORD });
});
afterAll(async () => t.close());

describe('POST /advertisements/ingest', () => {
  it('creates new ads, then updates them on a resend without duplicating', async () => {
    const first = await ingest([ad('1001'), ad('1002')], bearer(adminToken));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ created: 2, updated: 0, rejected: 0 });

    const again = await ingest(
      [ad('1001', { ad_creative_bodies: ['Texto novo'] }), ad('1002')],
      bearer(adminToken),
    );
    expect(again.json().data).toMatchObject({ created: 0, updated: 1, unchanged: 1, rejected: 0 });
    expect(again.json().data.results.map((r: { status: string }) => r.status)).toEqual([
      'updated',
      'unchanged',
    ]);

    const search = await t.app.inject({
      method: 'GET',
      url: '/api/advertisements/?search=Texto%20novo',
      headers: bearer(userToken),
    });
    const found = search.json().data;
    expect(found).toHaveLength(1);
    expect(found[0].ad_archive_id).toBe('1001');
    expect(new Date(found[0].last_seen_at).getTime()).toBeGreaterThan(
      new Date(found[0].first_seen_at).getTime(),
    );
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/advertisements/?per_page=100',
      headers: bearer(userToken),
    });
    expect(all.json().meta.total).toBe(2);
  });

  it('keeps the good ads of a batch and rejects the bad ones with a reason', async () => {
    const res = await ingest(
      [
        ad('2001'),
        { page_name: 'Sem id' },
        ad('abc'),
        ad('2002', { landing_url: 'não é url' }),
        'texto',
        ad('2003'),
      ],
      bearer(adminToken),
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ created: 3, rejected: 3 });
    expect(data.results.map((r: { status: string }) => r.status)).toEqual([
      'created',
      'rejected',
      'rejected',
      'created',
      'rejected',
      'created',
    ]);
    expect(data.results[1].reason).toMatch(/ad_archive_id/);
    expect(data.results[2].reason).toMatch(/só dígitos/);
    expect(data.results[4].reason).toMatch(/objeto JSON/);
    // A link that is not an http(s) address is dropped, never a reason to lose the ad.
    expect(data.results[3].id).toEqual(expect.any(String));
  });

  it('never stores or returns Meta’s access token, and derives domain, media type and niche', async () => {
    await ingest(
      [
        ad('3001', {
          creative_media_url: 'https://video.xx.fbcdn.net/v/t42/abc.mp4?x=1',
          landing_url: 'https://WWW.Oferta.com.br/x',
        }),
      ],
      bearer(adminToken),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/advertisements/?per_page=100',
      headers: bearer(userToken),
    });
    expect(res.body).not.toContain('EAAB-secret');
    const one = res.json().data.find((a: { ad_archive_id: string }) => a.ad_archive_id === '3001');
    expect(one).toMatchObject({
      media_type: 'video',
      landing_domain: 'oferta.com.br',
      niche: 'saude',
      ad_snapshot_url: 'https://www.facebook.com/ads/library/?id=3001',
    });
  });

  it('refuses batches over 500 and empty ones with a pt-BR message', async () => {
    const big = await ingest(
      Array.from({ length: 501 }, (_, i) => ad(String(9000 + i))),
      bearer(adminToken),
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain('500');
    const empty = await ingest([], bearer(adminToken));
    expect(empty.statusCode).toBe(400);
  });

  it('lets in tokens holding write:ads and admins, not regular sessions or other tokens', async () => {
    const writer = await makeToken(['write:ads']);
    const reader = await makeToken(['read:ads']);
    expect((await ingest([ad('4001')], bearer(writer))).statusCode).toBe(200);
    expect((await ingest([ad('4002')], bearer(reader))).statusCode).toBe(403);
    expect((await ingest([ad('4003')], bearer(userToken))).statusCode).toBe(403);
    expect((await ingest([ad('4004')], {})).statusCode).toBe(401);
    const readSearch = await t.app.inject({
      method: 'GET',
      url: '/api/advertisements/',
      headers: bearer(reader),
    });
    expect(readSearch.statusCode).toBe(200);
  });
});
