import { detectPrice } from '@sniperads/contract';
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, useSession, useTestApp } from '../../../test/helpers/app';
import { createAd } from '../../../test/helpers/factories';
import { advertisements } from '../../db/schema';
import { DEMO_CREATIVE_NOTE, demoCreativeUrl } from '../../modules/media/demo-creative';
import { seedDemoAds } from './ads/seed-ads';

const t = useTestApp();
beforeAll(async () => {
  // Enough of the library for common terms to have several pages of results.
  await seedDemoAds(t.database.db, { count: 3000 });
});
const user = useSession(t);

/** What people type first on /mineracao, across the niches. */
const COMMON_TERMS = [
  'emagrecer',
  'barriga',
  'curso',
  'certificado',
  'carro',
  'pele',
  'cabelo',
  'dívidas',
  'cachorro',
  'casa',
  'viagem',
  'saúde',
  'garantia',
  'frete grátis',
];

/** What Brazilian media buyers search for first: each must find ads about it. */
const BUYER_TERMS: [term: string, evidence: RegExp][] = [
  ['curso de inglês', /inglês/i],
  ['dropshipping', /dropshipping/i],
  ['whey', /whey/i],
  ['apostas', /apostas/i],
  ['plano de saúde', /plano de saúde/i],
  ['empréstimo', /empréstimo/i],
  ['black friday', /black friday/i],
  ['emagrecer', /emagre/i],
  ['renda extra', /renda extra/i],
  ['skincare', /skincare/i],
  ['concurso', /concurso/i],
  ['consórcio', /consórcio/i],
  ['inteligência artificial', /inteligência artificial/i],
];

describe('demo library', () => {
  it.each(BUYER_TERMS)("a search for '%s' finds ads about it", async (term, evidence) => {
    const page = expectStatus(
      await user.api.ads.searchAdvertisements({ query: { search: term, per_page: 10 } }),
      200,
    );
    expect(page.data.length).toBeGreaterThanOrEqual(5);
    for (const ad of page.data) {
      expect([...ad.ad_creative_link_titles, ...ad.ad_creative_bodies].join(' ')).toMatch(evidence);
    }
  });

  it.each(COMMON_TERMS)(
    "a search's first page for '%s' shows different ads, not one repeated",
    async (term) => {
      for (const per_page of [6, 10]) {
        const page = expectStatus(
          await user.api.ads.searchAdvertisements({ query: { search: term, per_page } }),
          200,
        );
        expect(page.data.length).toBe(per_page);
        const titles = page.data.map((a) => a.ad_creative_link_titles[0]);
        const bodies = page.data.map((a) => a.ad_creative_bodies[0]);
        expect(new Set(titles).size).toBe(per_page);
        expect(new Set(bodies).size).toBe(per_page);
        expect(new Set(page.data.map((a) => a.creative_media_url)).size).toBe(per_page);
      }
    },
  );

  it('states prices in some ads, and the stored price is the one the texts state', async () => {
    const rows = await t.database.db
      .select()
      .from(advertisements)
      .where(like(advertisements.adArchiveId, '7%'))
      .limit(400);
    const priced = rows.filter((r) => r.price !== null);
    expect(priced.length).toBeGreaterThan(rows.length * 0.25);
    expect(priced.length).toBeLessThan(rows.length * 0.75);
    for (const r of rows) {
      const found = detectPrice([
        ...r.adCreativeLinkTitles,
        ...r.adCreativeBodies,
        ...r.adCreativeLinkCaptions,
        ...r.adCreativeLinkDescriptions,
      ]);
      expect(r.price === null ? null : Number(r.price)).toBe(found?.amount ?? null);
      expect(r.priceInstallments).toBe(found?.installments ?? null);
    }
  });

  it("draws each ad's creative from its own texts, always the same for the same ad", async () => {
    const page = expectStatus(
      await user.api.ads.searchAdvertisements({ query: { search: 'curso', per_page: 2 } }),
      200,
    );
    const svgs: string[] = [];
    for (const ad of page.data) {
      expect(ad.creative_media_url).toBe(demoCreativeUrl(ad.ad_archive_id));
      const res = await t.app.inject({ method: 'GET', url: ad.creative_media_url! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.body).toContain(DEMO_CREATIVE_NOTE);
      const headline = ad.ad_creative_link_titles[0]!.split(' ')[0]!;
      expect(res.body).toContain(headline.replaceAll('&', '&amp;'));
      if (ad.price !== null) expect(res.body).toMatch(/R\$/);
      const again = await t.app.inject({ method: 'GET', url: ad.creative_media_url! });
      expect(again.body).toBe(res.body);
      svgs.push(res.body);
    }
    expect(svgs[0]).not.toBe(svgs[1]);
  });

  it('draws nothing for ads that are not demo ads, nor for malformed names', async () => {
    const real = await createAd(t.database, {
      adArchiveId: '799999999999999',
      creativeMediaUrl: 'https://x.test/a.jpg',
    });
    for (const url of [
      demoCreativeUrl(real.adArchiveId),
      demoCreativeUrl('700000000999999'),
      '/api/media/demo/..%2F..%2Fetc.svg',
      '/api/media/demo/123.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});
