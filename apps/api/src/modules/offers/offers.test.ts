import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  DEFAULT_PASSWORD,
  login,
  type TestContext,
} from '../../../test/helpers/app';
import { ingestAds } from '../ads/ads.service';

let t: TestContext;
let adminToken: string;
let userToken: string;
const DAY = 86_400_000;
let seq = 0;

/** `n` active ads for a domain spread over `pages` pages; the first starts `oldest` days ago. */
const offerAds = (
  domain: string,
  n: number,
  pages: number,
  oldest: number,
  newIn7d: number,
  niche = 'saude',
) =>
  Array.from({ length: n }, (_, i) => ({
    id: String(100_000 + ++seq),
    // Page ids are digits, as Meta's are (one range per domain).
    page_id: String(domain.length * 1000 + (i % pages)),
    page_name: `Página ${i % pages}`,
    ad_creative_link_titles: [`Oferta ${domain}`],
    niche,
    landing_url: `https://${domain}/lp`,
    ad_delivery_start_time: new Date(
      Date.now() - (i === 0 ? oldest : i < newIn7d + 1 ? 2 : 20) * DAY,
    ).toISOString(),
  }));

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.database, { isAdmin: true });
  adminToken = await login(t.app, { email: admin.email, password: DEFAULT_PASSWORD });
  const user = await createUser(t.database);
  userToken = await login(t.app, { email: user.email, password: DEFAULT_PASSWORD });
  await ingestAds(t.database.db, [
    ...offerAds('grande.com.br', 50, 10, 60, 10),
    ...offerAds('media.com.br', 20, 4, 30, 2, 'emagrecimento'),
    ...offerAds('pequena.com.br', 5, 1, 3, 4),
  ]);
});
afterAll(async () => t.close());

const get = (url: string, token = userToken) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('escalation', () => {
  it('scores offers from their ads and lists the scaling ones, best first', async () => {
    const res = await get('/api/advertisements/is-escalated');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((o: { landing_domain: string }) => o.landing_domain)).toEqual([
      'grande.com.br',
      'media.com.br',
    ]);
    expect(data[0]).toMatchObject({
      // 50/150 active (11.7) + 10 pages (25) + 60/90 days (13.3) + 10/30 new (6.7) = 57
      score: 57,
      level: 'prata',
      stats: { total_ads: 50, active_ads: 50, distinct_pages: 10, max_days_running: 60, new_ads_7d: 10 },
    });
    // 20/150 active (4.7) + 4 pages (10) + 30/90 days (6.7) + 2/30 new (1.3) = 23
    expect(data[1]).toMatchObject({ score: 23, level: 'bronze', niche: 'emagrecimento' });
    const small = (await get('/api/advertisements/is-escalated?domain=pequena.com.br')).json().data[0];
    expect(small.level).toBeNull();
  });

  it('filters candidates by niche and search', async () => {
    const byNiche = (await get('/api/advertisements/is-escalated?niche=emagrecimento')).json().data;
    expect(byNiche.map((o: { landing_domain: string }) => o.landing_domain)).toEqual(['media.com.br']);
    const bySearch = (await get('/api/advertisements/is-escalated?search=GRANDE')).json().data;
    expect(bySearch).toHaveLength(1);
  });

  it('reflects newly ingested ads at once (the stats cache is dropped on writes)', async () => {
    const before = (await get('/api/advertisements/is-escalated?niche=emagrecimento')).json().data[0];
    await ingestAds(t.database.db, offerAds('media.com.br', 1, 1, 1, 0, 'emagrecimento'));
    const after = (await get('/api/advertisements/is-escalated?niche=emagrecimento')).json().data[0];
    expect(after.stats.total_ads).toBe(before.stats.total_ads + 1);
  });
});

describe('offers approval', () => {
  it('lets only admins decide, shows approved offers with stats and undoes decisions', async () => {
    const post = (payload: object, token = adminToken) =>
      t.app.inject({ method: 'POST', url: '/api/offers/', headers: bearer(token), payload });
    expect((await post({ landing_domain: 'grande.com.br', status: 'approved' }, userToken)).statusCode).toBe(
      403,
    );
    const approved = await post({ landing_domain: 'GRANDE.com.br', status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe('Oferta aprovada');
    expect((await post({ landing_domain: 'media.com.br', status: 'rejected' })).statusCode).toBe(200);
    const unknown = await post({ landing_domain: 'nada.com.br', status: 'approved' });
    expect(unknown.statusCode).toBe(400);

    const list = (await get('/api/offers/')).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      landing_domain: 'grande.com.br',
      level: 'prata',
      offer_status: 'approved',
    });
    expect(list.summary).toMatchObject({ total_offers: 1, active_ads: 50, niches: ['saude'] });
    expect(list.summary.by_level.prata).toBe(1);
    expect((await get('/api/offers/?niche=emagrecimento')).json().data).toHaveLength(0);
    expect((await get('/api/offers/?search=nada')).json().meta.total).toBe(0);

    const pending = (await get('/api/advertisements/is-escalated?pending=true', adminToken)).json().data;
    expect(pending).toHaveLength(0);

    const id = list.data[0].id;
    const del = (token = adminToken) =>
      t.app.inject({ method: 'DELETE', url: `/api/offers/${id}`, headers: bearer(token) });
    expect((await del(userToken)).statusCode).toBe(403);
    expect((await del()).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(404);
    expect((await get('/api/offers/')).json().data).toHaveLength(0);
  });
});
