import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  DEFAULT_PASSWORD,
  login,
  type TestContext,
} from '../../../test/helpers/app';
import { startFakeAdsArchive } from '../../../test/helpers/fake-graph';

const metaAds = Array.from({ length: 3 }, (_, i) => ({
  id: String(555_000 + i),
  page_id: '42',
  page_name: 'Partido Verde Europeu',
  ad_creative_bodies: ['Vote pela saúde pública'],
  ad_snapshot_url: `https://www.facebook.com/ads/archive/render_ad/?id=${555_000 + i}&access_token=SEGREDO`,
  ad_delivery_start_time: '2026-09-01',
  publisher_platforms: ['facebook'],
  languages: ['pt'],
}));

let fake: Awaited<ReturnType<typeof startFakeAdsArchive>>;
let t: TestContext;
let admin: string;
beforeAll(async () => {
  fake = await startFakeAdsArchive(metaAds, 2);
  t = await buildTestApp({ meta: { accessToken: 'token-ok', graphVersion: 'v23.0', graphUrl: fake.url } });
  const a = await createUser(t.database, { isAdmin: true });
  admin = await login(t.app, { email: a.email, password: DEFAULT_PASSWORD });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const run = (payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/advertisements/meta-import', headers: bearer(token), payload });

describe('POST /advertisements/meta-import', () => {
  it('persists every page into the library, idempotently, without the snapshot token', async () => {
    const res = await run({ search_terms: 'saúde', ad_reached_countries: ['pt'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      pages: 2,
      received: 3,
      created: 3,
      updated: 0,
      rejected: 0,
      complete: true,
      error: null,
    });
    const again = await run({ search_terms: 'saúde', ad_reached_countries: ['PT'] });
    expect(again.json().data).toMatchObject({ created: 0, updated: 3 });
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/advertisements/?search=saude&country=PT',
      headers: bearer(admin),
    });
    expect(search.json().meta.total).toBe(3);
    expect(search.body).not.toContain('SEGREDO');
  });

  it('answers the token error in pt-BR and validates the query', async () => {
    fake.fail({ status: 400, code: 190 });
    const res = await run({ ad_reached_countries: ['DE'] });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('token de acesso da Meta');
    const bad = await run({ ad_reached_countries: [] });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Informe ao menos um país');
  });

  it('is for admins only and needs the token configured', async () => {
    const u = await createUser(t.database);
    expect(
      (
        await run(
          { ad_reached_countries: ['DE'] },
          await login(t.app, { email: u.email, password: DEFAULT_PASSWORD }),
        )
      ).statusCode,
    ).toBe(403);
    const off = await buildTestApp();
    const a = await createUser(off.database, { isAdmin: true });
    const token = await login(off.app, { email: a.email, password: DEFAULT_PASSWORD });
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/advertisements/meta-import',
      headers: bearer(token),
      payload: { ad_reached_countries: ['DE'] },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('META_ACCESS_TOKEN');
    await off.close();
  });
});
