import { detectPrice } from '@sniperads/contract';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, useSession, useTestApp } from '../../../test/helpers/app';
import { createAd } from '../../../test/helpers/factories';
import { advertisements } from '../../db/schema';
import { foldAdSummaries } from '../../modules/ads/ad-summaries';
import { DEMO_CREATIVE_NOTE, demoCreativeUrl } from '../../modules/media/demo-creative';
import { demoAdWithCreative } from './ads/generator';
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
        // Resellers clone a creative that sells (creatives.ts), so a page may hold clones of one
        // creative; each is still an ad of its own: its page, headline tail and last line differ.
        const seen = page.data.map(
          (a) => `${a.page_name}|${a.ad_creative_link_titles[0]}|${a.ad_creative_bodies[0]}`,
        );
        expect(new Set(seen).size).toBe(per_page);
        expect(new Set(page.data.map((a) => a.ad_archive_id)).size).toBe(per_page);
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

  it("draws each ad's creative: the same picture for the clones of a creative, another for another creative", async () => {
    const today = new Date();
    const first = demoAdWithCreative(0, today);
    const clone = Array.from({ length: 400 }, (_, i) => demoAdWithCreative(i + 1, today)).find(
      (ad) => ad.creative.key === first.creative.key && ad.row.pageId !== first.row.pageId,
    )!;
    const other = Array.from({ length: 50 }, (_, i) => demoAdWithCreative(i + 1, today)).find(
      (ad) => ad.creative.key !== first.creative.key,
    )!;
    const svgs: string[] = [];
    for (const { row } of [first, clone, other]) {
      const res = await t.app.inject({ method: 'GET', url: row.creativeMediaUrl! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.body).toContain(DEMO_CREATIVE_NOTE);
      // The picture's headline is the ad's headline (before the tail a clone edits).
      const headline = row.adCreativeLinkTitles![0]!.split(' ')[0]!;
      expect(res.body).toContain(headline.replaceAll('&', '&amp;'));
      if (row.price !== null) expect(res.body).toMatch(/R\$/);
      const again = await t.app.inject({ method: 'GET', url: row.creativeMediaUrl! });
      expect(again.body).toBe(res.body);
      svgs.push(res.body);
    }
    expect(svgs[1]).toBe(svgs[0]);
    expect(svgs[2]).not.toBe(svgs[0]);
  });

  it("draws an ad whose texts were corrected from its own texts, not its creative's", async () => {
    const { row } = demoAdWithCreative(7, new Date());
    const before = await t.app.inject({ method: 'GET', url: row.creativeMediaUrl! });
    await t.database.db
      .update(advertisements)
      .set({ adCreativeLinkTitles: ['Oferta corrigida pelo anunciante'] })
      .where(eq(advertisements.adArchiveId, row.adArchiveId));
    const after = await t.app.inject({ method: 'GET', url: row.creativeMediaUrl! });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Oferta corrigida');
    expect(after.body).not.toBe(before.body);
  });

  it('reads as offers with a few creatives once the start-up pass has clustered the clones', async () => {
    // What the server runs in the background after seeding (server.ts), then the summaries' fold.
    expect(await t.app.clusters.runPending()).toBeGreaterThanOrEqual(3000);
    await foldAdSummaries(t.database.db);
    const groups = expectStatus(
      await user.api.ads.searchAdvertisementGroups({ query: { search: 'emagrecer', sort: 'newest' } }),
      200,
    ).data;
    expect(groups.length).toBeGreaterThan(1);
    for (const g of groups) expect(g.creatives).toBeLessThanOrEqual(g.ads);
    const top = groups.reduce((x, y) => (y.ads > x.ads ? y : x));
    // "N anúncios · M criativos · K páginas": clones count once, an offer runs up to 10 creatives.
    expect(top.creatives).toBeLessThan(top.ads / 3);
    expect(top.creatives).toBeLessThanOrEqual(10);
    const offer = expectStatus(
      await user.api.offers.getOfferPage({ params: { domain: top.landing_domain! }, query: {} }),
      200,
    ).data;
    expect(offer.stats).toMatchObject({ total_ads: top.ads, creatives: top.creatives, pages: top.pages });
    // A reused creative: one of the offer's creatives holds several of its ads.
    expect(Math.max(...offer.creatives.map((c) => c.ads))).toBeGreaterThan(1);
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
