import { AD_FAVORITE_MESSAGES, FAVORITE_MESSAGES } from '@sniperads/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  DEFAULT_PASSWORD,
  login,
  type TestContext,
} from '../../../test/helpers/app';
import { advertisements, favorites } from '../../db/schema';

let t: TestContext;
let ana: Record<string, string>;
let bia: Record<string, string>;
let adId: string;

beforeAll(async () => {
  t = await buildTestApp({
    media: { maxBytes: 1024, fetchTimeoutMs: 100, allowPrivate: false, retryIntervalSeconds: 0 },
  });
  const admin = await createUser(t.database, { isAdmin: true });
  const adminAuth = bearer(await login(t.app, { email: admin.email, password: DEFAULT_PASSWORD }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/advertisements/ingest',
    headers: adminAuth,
    payload: {
      ads: [
        {
          id: '778899',
          page_id: '42',
          page_name: 'Pet Feliz',
          ad_creative_bodies: ['Ração natural para cães com entrega grátis.'],
          ad_creative_link_titles: ['Ração natural'],
          publisher_platforms: ['facebook', 'instagram'],
          ad_delivery_start_time: '2026-10-01T00:00:00Z',
          landing_url: 'https://www.petfeliz.com.br/racao',
          ad_snapshot_url:
            'https://www.facebook.com/ads/archive/render_ad/?id=778899&access_token=EAAB-secret',
        },
      ],
    },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(advertisements)
    .where(eq(advertisements.adArchiveId, '778899'));
  adId = row!.id;
  const a = await createUser(t.database);
  const b = await createUser(t.database);
  ana = bearer(await login(t.app, { email: a.email, password: DEFAULT_PASSWORD }));
  bia = bearer(await login(t.app, { email: b.email, password: DEFAULT_PASSWORD }));
});
afterAll(async () => t.close());

const favoriteAd = (headers: Record<string, string>, id = adId) =>
  t.app.inject({ method: 'POST', url: `/api/advertisements/${id}/favorites`, headers, payload: {} });

describe('favoriting ads from the library', () => {
  it('copies the ad into a favorite with its public Ad Library link, never the token', async () => {
    const res = await favoriteAd(ana);
    expect(res.statusCode).toBe(201);
    const fav = res.json().data;
    expect(res.json().message).toBe(AD_FAVORITE_MESSAGES.added);
    expect(fav).toMatchObject({
      url: 'https://www.facebook.com/ads/library/?id=778899',
      page_name: 'Pet Feliz',
      ad_creative_link_titles: ['Ração natural'],
      source: 'library',
      advertisement_id: adId,
    });
    expect(JSON.stringify(fav)).not.toContain('access_token');
    const ids = await t.app.inject({ method: 'GET', url: '/api/favorites/advertisement-ids', headers: ana });
    expect(ids.json().data).toEqual([adId]);
  });

  it('refuses the same ad twice for one user but lets another user save it', async () => {
    const again = await favoriteAd(ana);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FAVORITE_MESSAGES.duplicateUrl);
    expect((await favoriteAd(bia)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown ad', async () => {
    const res = await favoriteAd(ana, '01900000-0000-7000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(AD_FAVORITE_MESSAGES.adNotFound);
  });

  it('removes only the caller’s favorite of the ad', async () => {
    const out = await t.app.inject({
      method: 'DELETE',
      url: `/api/advertisements/${adId}/favorites`,
      headers: ana,
    });
    expect(out.statusCode).toBe(200);
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/advertisements/${adId}/favorites`,
      headers: ana,
    });
    expect(twice.statusCode).toBe(404);
    const left = await t.database.db.select().from(favorites).where(eq(favorites.advertisementId, adId));
    expect(left).toHaveLength(1);
    const idsOfBia = await t.app.inject({
      method: 'GET',
      url: '/api/favorites/advertisement-ids',
      headers: bia,
    });
    expect(idsOfBia.json().data).toEqual([adId]);
  });

  it('counts a library favorite as an ad saved on the dashboard', async () => {
    const stats = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: bia });
    expect(stats.json().data.total_ads_saved).toBe(1);
  });
});
