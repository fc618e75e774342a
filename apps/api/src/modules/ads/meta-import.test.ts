import { describe, expect, it } from 'vitest';
import { buildTestApp, expectStatus, userSession, useSession, useTestApp } from '../../../test/helpers/app';
import { fakeMeta, useFakeAdsArchive } from '../../../test/helpers/fake-graph';

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

const fake = useFakeAdsArchive(metaAds, 2);
const t = useTestApp(() => fakeMeta(fake));
const admin = useSession(t, { role: 'admin' });

describe('POST /advertisements/meta-import', () => {
  it('persists every page into the library, idempotently, without the snapshot token', async () => {
    const run = (country: string) =>
      admin.api.ads.importFromMeta({ body: { search_terms: 'saúde', ad_reached_countries: [country] } });
    expect(expectStatus(await run('pt'), 200).data).toEqual({
      pages: 2,
      received: 3,
      created: 3,
      updated: 0,
      rejected: 0,
      complete: true,
      error: null,
    });
    expect(expectStatus(await run('PT'), 200).data).toMatchObject({ created: 0, updated: 3 });
    const search = await admin.api.ads.searchAdvertisements({
      query: { page_name: 'Partido Verde Europeu', country: 'PT' },
    });
    expect(expectStatus(search, 200).meta.total).toBe(3);
    expect(JSON.stringify(search.body)).not.toContain('SEGREDO');
  });

  it('answers the token error in pt-BR and validates the query', async () => {
    fake.fail({ status: 400, code: 190 });
    const res = await admin.api.ads.importFromMeta({ body: { ad_reached_countries: ['DE'] } });
    expect(expectStatus(res, 503).message).toContain('token de acesso da Meta');
    const bad = await admin.api.ads.importFromMeta({ body: { ad_reached_countries: [] } });
    expect(JSON.stringify(expectStatus(bad, 400))).toContain('Informe ao menos um país');
  });

  it('is for admins only and needs the token configured', async () => {
    const { api } = await userSession(t);
    expect((await api.ads.importFromMeta({ body: { ad_reached_countries: ['DE'] } })).status).toBe(403);
    const off = await buildTestApp();
    try {
      const offAdmin = await userSession(off, { role: 'admin' });
      const res = await offAdmin.api.ads.importFromMeta({ body: { ad_reached_countries: ['DE'] } });
      expect(expectStatus(res, 503).message).toContain('META_ACCESS_TOKEN');
    } finally {
      await off.close();
    }
  });
});
