import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectStatus, useSession, useTestApp } from '../../../test/helpers/app';
import { createAd, daysAgo, digitId } from '../../../test/helpers/factories';
import { advertisements } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { ingestAds } from '../ads/ads.service';
import { creativeKey } from './creative-key';
import { bestAdFirst } from './offer-page.repo';

const t = useTestApp();
const user = useSession(t);
const db = () => t.database.db;

const page = async (domain: string, days?: 30 | 90) =>
  expectStatus(await user.api.offers.getOfferPage({ params: { domain }, query: days ? { days } : {} }), 200)
    .data;

/** The series straight from the ads, as a scan would compute it: what the flows must always give. */
const seriesFromScratch = async (domain: string, days: number) => {
  const start = sql`(coalesce(a.ad_delivery_start_time, a.first_seen_at) at time zone 'UTC')::date`;
  const stop = sql`(greatest(a.ad_delivery_stop_time, coalesce(a.ad_delivery_start_time, a.first_seen_at)) at time zone 'UTC')::date`;
  const mine = sql`a.landing_domain = ${domain} and a.corroborated`;
  return rowsOf<{ day: string; new_ads: number; active_ads: number; new_pages: number }>(
    await db().execute(sql`
      select to_char(c.day, 'YYYY-MM-DD') as day,
        (select count(*)::int from advertisements a where ${mine} and ${start} = c.day) as new_ads,
        (select count(*)::int from advertisements a where ${mine} and ${start} <= c.day
          and (a.ad_delivery_stop_time is null or ${stop} >= c.day)) as active_ads,
        (select count(*)::int from (select a.page_id, min(${start}) as first_day from advertisements a
          where ${mine} and coalesce(a.page_id, '') <> '' group by 1) x where x.first_day = c.day) as new_pages
      from generate_series((now() at time zone 'UTC')::date - ${days - 1}::int, (now() at time zone 'UTC')::date,
        interval '1 day') c(day)
      order by c.day`),
  );
};

/** The creatives' rollup beside the same counts straight from the ads. */
const creativesBothWays = async (domain: string) => {
  const rows = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ key: string; ads: number; active_ads: number }>(await db().execute(query));
  return {
    rollup: await rows(sql`
      select creative_key as key, ads, active_ads from offer_domain_creatives
      where landing_domain = ${domain} order by 1`),
    scan: await rows(sql`
      select ad_creative_key(a) as key, count(*)::int as ads,
        (count(*) filter (where a.ad_delivery_stop_time is null))::int as active_ads
      from advertisements a where a.landing_domain = ${domain} and a.corroborated group by 1 order by 1`),
  };
};

const utcDay = (daysBack: number) => daysAgo(daysBack).toISOString().slice(0, 10);

/** A small deterministic PRNG, so a failure replays. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('offer page', () => {
  it("shows an offer's creatives, pages, totals and links", async () => {
    const domain = 'detox21.com.br';
    const [p1, p2] = [digitId('4'), digitId('4')];
    const ad = (values: Parameters<typeof createAd>[1]) =>
      createAd(t.database, { landingDomain: domain, landingUrl: `https://${domain}/lp?x=1`, ...values });
    // Creative A: three ads under one collation (one archived thumbnail), B: two, C: one ad alone.
    await ad({
      collationId: 'col-a',
      pageId: p1,
      pageName: 'Detox Oficial',
      adDeliveryStartTime: daysAgo(20),
    });
    const bestA = await ad({
      collationId: 'col-a',
      pageId: p1,
      pageName: 'Detox Oficial',
      adDeliveryStartTime: daysAgo(12),
      thumbnailStatus: 'archived',
      thumbnailKey: 'thumbs/ab/abc.webp',
      adCreativeLinkTitles: ['Detox 21 Dias'],
    });
    await ad({ collationId: 'col-a', pageId: p2, pageName: 'Saúde Já', adDeliveryStartTime: daysAgo(2) });
    await ad({ collationId: 'col-b', pageId: p2, pageName: 'Saúde Já', adDeliveryStartTime: daysAgo(4) });
    await ad({
      collationId: 'col-b',
      pageId: p2,
      pageName: 'Saúde Já',
      adDeliveryStartTime: daysAgo(8),
      adDeliveryStopTime: daysAgo(3),
    });
    const lone = await ad({ pageId: p1, pageName: 'Detox Oficial', adDeliveryStartTime: daysAgo(1) });
    // Seen by one ordinary account only: it counts nowhere.
    await ad({ collationId: 'col-z', pageId: digitId('4'), corroborated: false });

    const offer = await page(domain);
    expect(offer).toMatchObject({
      landing_domain: domain,
      stats: { total_ads: 6, active_ads: 5, creatives: 3, pages: 2 },
      landing_url: `https://${domain}/lp?x=1`,
    });
    expect(new URL(offer.library_url).searchParams.get('q')).toBe(domain);
    expect(offer.creatives.map((c) => [c.key, c.ads, c.active_ads])).toEqual([
      ['col-a', 3, 3],
      ['col-b', 2, 1],
      [lone.id, 1, 1],
    ]);
    expect(offer.creatives[0]).toMatchObject({
      ad_id: bestA.id,
      title: 'Detox 21 Dias',
      page_name: 'Detox Oficial',
      library_url: `https://www.facebook.com/ads/library/?id=${bestA.adArchiveId}`,
      thumbnail_url: expect.stringContaining('ab/abc.webp'),
    });
    expect(offer.pages.map((p) => [p.page_id, p.page_name, p.ads])).toEqual([
      [p1, 'Detox Oficial', 3],
      [p2, 'Saúde Já', 3],
    ]);
    expect(new URL(offer.pages[0]!.library_url).searchParams.get('view_all_page_id')).toBe(p1);

    const { series } = offer.velocity;
    expect(series).toHaveLength(30);
    expect(series.at(-1)!.day).toBe(utcDay(0));
    const on = (back: number) => series.find((p) => p.day === utcDay(back))!;
    expect(on(20)).toMatchObject({ new_ads: 1, active_ads: 1, new_pages: 1 });
    expect(on(8)).toMatchObject({ new_ads: 1, active_ads: 3, new_pages: 1 });
    // The col-b ad stopped 3 days ago: still active that day, gone the day after.
    expect(on(3)).toMatchObject({ new_ads: 0, active_ads: 4 });
    expect(on(2)).toMatchObject({ new_ads: 1, active_ads: 4, new_pages: 0 });
    expect(on(0)).toMatchObject({ new_ads: 0, active_ads: 5 });

    // The advertiser's page: its ads newest first and the offers it pushes.
    await ad({
      landingDomain: 'outra-loja.com.br',
      pageId: p2,
      pageName: 'Saúde Já',
      adDeliveryStartTime: daysAgo(0),
    });
    const advertiser = expectStatus(
      await user.api.offers.getAdvertiserPage({ params: { pageId: p2 } }),
      200,
    ).data;
    expect(advertiser).toMatchObject({
      page_id: p2,
      page_name: 'Saúde Já',
      stats: { total_ads: 4, active_ads: 3, offers: 2 },
      offers: [
        { landing_domain: domain, ads: 3 },
        { landing_domain: 'outra-loja.com.br', ads: 1 },
      ],
    });
    expect(advertiser.ads.map((a) => a.started_at?.slice(0, 10))).toEqual([0, 2, 4, 8].map(utcDay));
    expect(new URL(advertiser.library_url).searchParams.get('view_all_page_id')).toBe(p2);
  });

  it('keeps the series over 30 and 90 days and the creatives equal to a scan of the ads, through ingests, stops and deletes', async () => {
    const domains = ['velocidade.com.br', 'outra-oferta.com.br'];
    const r = random(27);
    const pick = <T>(items: readonly T[]) => items[Math.floor(r() * items.length)]!;
    const pages = [digitId('6'), digitId('6'), digitId('6'), ''];
    const collations = ['col-1', 'col-2', 'col-3'];
    const ids: string[] = [];
    for (let i = 0; i < 80; i++) {
      const row = await createAd(t.database, {
        landingDomain: pick(domains),
        pageId: pick(pages),
        adDeliveryStartTime: r() < 0.1 ? null : daysAgo(r() * 120),
        adDeliveryStopTime: r() < 0.4 ? daysAgo(r() * 40) : null,
        firstSeenAt: daysAgo(r() * 150),
        collationId: r() < 0.5 ? pick(collations) : null,
      });
      ids.push(row.id);
    }
    // Ingested ads take the ingest's own path (claims, then the consensus writes the row).
    await ingestAds(
      db(),
      Array.from({ length: 10 }, (_, i) => ({
        id: digitId('1'),
        page_id: pick(pages) || digitId('6'),
        page_name: 'Página ingerida',
        landing_url: `https://${domains[0]}/lp`,
        ad_creative_link_titles: ['Oferta'],
        ad_delivery_start_time: daysAgo(i * 9).toISOString(),
      })),
    );
    const expectExact = async () => {
      for (const domain of domains)
        for (const days of [30, 90] as const) {
          const { velocity } = await page(domain, days);
          expect(velocity.days).toBe(days);
          expect(velocity.series, `${domain} ${days}`).toEqual(await seriesFromScratch(domain, days));
        }
      for (const domain of domains) {
        const { rollup, scan } = await creativesBothWays(domain);
        expect(rollup, domain).toEqual(scan);
        const { stats, creatives } = await page(domain);
        expect(stats.creatives).toBe(scan.length);
        // The escalation score's scale: creatives with a running ad, kept by the same fold.
        const [counts] = rowsOf<{ active_creatives: number }>(
          await db().execute(
            sql`select active_creatives from offer_domain_creative_counts where landing_domain = ${domain}`,
          ),
        );
        expect(counts?.active_creatives ?? 0, domain).toBe(scan.filter((c) => c.active_ads > 0).length);
        expect(creatives.map((c) => c.ads)).toEqual(
          scan
            .map((c) => c.ads)
            .sort((x, y) => y - x)
            .slice(0, 24),
        );
      }
    };
    await expectExact();

    const { eq } = await import('drizzle-orm');
    for (let i = 0; i < 40; i++) {
      const id = pick(ids);
      const change = pick([
        'stop',
        'restart',
        'start',
        'domain',
        'page',
        'collation',
        'corroborated',
        'delete',
      ] as const);
      const set =
        change === 'stop'
          ? { adDeliveryStopTime: daysAgo(r() * 60) }
          : change === 'restart'
            ? { adDeliveryStopTime: null }
            : change === 'start'
              ? { adDeliveryStartTime: daysAgo(r() * 100) }
              : change === 'domain'
                ? { landingDomain: pick([...domains, null]) }
                : change === 'page'
                  ? { pageId: pick(pages) }
                  : change === 'collation'
                    ? { collationId: pick([...collations, null]) }
                    : { corroborated: r() < 0.5 };
      if (change === 'delete') await db().delete(advertisements).where(eq(advertisements.id, id));
      else await db().update(advertisements).set(set).where(eq(advertisements.id, id));
    }
    await expectExact();
  });

  it("finds a creative's best ad as the first entry of its index, however many clones it has", async () => {
    const domain = 'clonada.com.br';
    for (let i = 0; i < 30; i++)
      await createAd(t.database, {
        landingDomain: domain,
        collationId: 'col-clones',
        adDeliveryStartTime: daysAgo(i % 7),
      });
    // Sorts priced out, so the plan shows whether an index gives the order (or a sort must: of
    // every clone, 2.3 s for a 785,717-ad domain at 10,000,000 ads, docs/scaling.md).
    const plan = await db().transaction(async (tx) => {
      for (const off of ['seqscan', 'bitmapscan', 'sort', 'incremental_sort'])
        await tx.execute(sql.raw(`set local enable_${off} = off`));
      const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
        await tx.execute(sql`explain (format json) select a.id from advertisements a
          where a.landing_domain = ${domain} and ${creativeKey('a')} = 'col-clones' and a.corroborated
          order by ${bestAdFirst('a')} limit 1`),
      );
      const json = row?.['QUERY PLAN'];
      return JSON.stringify(typeof json === 'string' ? JSON.parse(json) : json);
    });
    expect(plan).toContain('"Index Name":"advertisements_domain_creative_idx"');
    expect(plan).not.toMatch(/"Node Type":"(Incremental )?Sort"/);
  });

  it('answers 404 in Portuguese for a page with no ads, and 400 for a page id that is not one', async () => {
    const missing = await user.api.offers.getAdvertiserPage({ params: { pageId: '999999999999999' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      message: 'Anunciante não encontrado: nenhum anúncio desta página na biblioteca',
    });
    const bad = await user.api.offers.getAdvertiserPage({ params: { pageId: 'abc' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Identificador de página inválido');
  });

  it('answers 404 in Portuguese for a domain no ad leads to, and 400 for a bad domain or window', async () => {
    const missing = await user.api.offers.getOfferPage({
      params: { domain: 'ninguem-anuncia.com.br' },
      query: {},
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      success: false,
      message: 'Oferta não encontrada: nenhum anúncio leva a este domínio',
    });
    const bad = await user.api.offers.getOfferPage({ params: { domain: 'not a domain' }, query: {} });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Domínio inválido');
    const window = await user.api.offers.getOfferPage({
      params: { domain: 'detox21.com.br' },
      query: { days: 45 as 30 },
    });
    expect(window.status).toBe(400);
    expect(JSON.stringify(window.body)).toContain('Período inválido: use 30 ou 90 dias');
  });
});
