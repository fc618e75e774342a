import type { AdNiche } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, type UserSession, useSession, useTestApp } from '../../../test/helpers/app';
import { createAd, daysAgo, digitId } from '../../../test/helpers/factories';
import { ingestAds } from '../ads/ads.service';

/** `n` active ads for a domain spread over `pages` pages; the first starts `oldest` days ago. */
const offerAds = (
  domain: string,
  n: number,
  pages: number,
  oldest: number,
  newIn7d: number,
  niche: AdNiche,
) => {
  // Page ids are digits, as Meta's are (one range per domain).
  const pageBase = digitId('3');
  return Array.from({ length: n }, (_, i) => ({
    id: digitId('1'),
    page_id: `${pageBase}${i % pages}`,
    page_name: `Página ${i % pages}`,
    ad_creative_link_titles: [`Oferta ${domain}`],
    niche,
    landing_url: `https://${domain}/lp`,
    ad_delivery_start_time: daysAgo(i === 0 ? oldest : i < newIn7d + 1 ? 2 : 20).toISOString(),
  }));
};

/** Read by every test, changed by none: later tests bring domains of their own. */
const FIXTURE_DOMAINS = ['grande.com.br', 'media.com.br', 'pequena.com.br'];

const t = useTestApp();
const admin = useSession(t, { role: 'admin' });
const user = useSession(t);
beforeAll(async () => {
  await ingestAds(t.database.db, [
    ...offerAds('grande.com.br', 50, 10, 60, 10, 'saude'),
    ...offerAds('media.com.br', 20, 4, 30, 2, 'emagrecimento'),
    ...offerAds('pequena.com.br', 5, 1, 3, 4, 'saude'),
  ]);
});

type EscalatedQuery = NonNullable<Parameters<typeof user.api.ads.getEscalatedAdvertisements>[0]>['query'];
const escalated = async (query: EscalatedQuery = {}, as = user) =>
  expectStatus(await as.api.ads.getEscalatedAdvertisements({ query }), 200).data;

describe('escalation', () => {
  it('scores offers from their ads and lists the scaling ones, best first', async () => {
    const data = (await escalated()).filter((o) => FIXTURE_DOMAINS.includes(o.landing_domain));
    expect(data.map((o) => o.landing_domain)).toEqual(['grande.com.br', 'media.com.br']);
    expect(data[0]).toMatchObject({
      // 50/150 active (11.7) + 10 pages (25) + 60/90 days (13.3) + 10/30 new (6.7) = 57
      score: 57,
      level: 'prata',
      stats: {
        total_ads: 50,
        active_ads: 50,
        active_creatives: 50,
        distinct_pages: 10,
        max_days_running: 60,
        new_ads_7d: 10,
      },
    });
    // 20/150 active (4.7) + 4 pages (10) + 30/90 days (6.7) + 2/30 new (1.3) = 23
    expect(data[1]).toMatchObject({ score: 23, level: 'bronze', niche: 'emagrecimento' });
    const [small] = await escalated({ domain: 'pequena.com.br' });
    expect(small).toMatchObject({ landing_domain: 'pequena.com.br', level: null });
  });

  it('measures scale in independent creatives: a creative cloned under many pages counts once', async () => {
    const domain = 'clonada.com.br';
    const pageBase = digitId('3');
    // 40 running ads of one creative (one collation) across 10 pages; the oldest 60 days, 10 new.
    for (let i = 0; i < 40; i++)
      await createAd(t.database, {
        landingDomain: domain,
        landingUrl: `https://${domain}/lp`,
        collationId: 'clone-col',
        pageId: `${pageBase}${i % 10}`,
        adDeliveryStartTime: daysAgo(i === 0 ? 60 : i < 11 ? 2 : 20),
      });
    const [offer] = await escalated({ domain });
    expect(offer?.stats).toMatchObject({ active_ads: 40, active_creatives: 1, distinct_pages: 10 });
    // 1/150 creatives (0.2) + 10 pages (25) + 60/90 days (13.3) + 10/30 new (6.7) = 45; counted in
    // ads, the clones would have added 9 points (40/150 of 35).
    expect(offer).toMatchObject({ score: 45, level: 'prata' });

    // The clones stop running: the creative is no longer active, and the score drops with it.
    await t.database.db.execute(
      sql`update advertisements set ad_delivery_stop_time = now() where landing_domain = ${domain}`,
    );
    const [stopped] = await escalated({ domain });
    expect(stopped?.stats).toMatchObject({ active_ads: 0, active_creatives: 0 });
  });

  it('filters candidates by niche and search', async () => {
    const byNiche = await escalated({ niche: 'emagrecimento' });
    expect(byNiche.map((o) => o.landing_domain)).toEqual(['media.com.br']);
    const bySearch = await escalated({ search: 'GRANDE' });
    expect(bySearch.map((o) => o.landing_domain)).toEqual(['grande.com.br']);
  });

  it('reflects newly ingested ads at once (the stats cache is dropped on writes)', async () => {
    const domain = 'crescendo.com.br';
    await ingestAds(t.database.db, offerAds(domain, 3, 1, 10, 0, 'viagens'));
    const [before] = await escalated({ domain });
    expect(before?.stats.total_ads).toBe(3);
    await ingestAds(t.database.db, offerAds(domain, 1, 1, 1, 0, 'viagens'));
    const [after] = await escalated({ domain });
    expect(after?.stats.total_ads).toBe(4);
  });
});

describe('offers approval', () => {
  it('lets only admins decide, shows approved offers with stats and undoes decisions', async () => {
    await ingestAds(t.database.db, [
      ...offerAds('aprovada.com.br', 50, 10, 60, 10, 'moda'),
      ...offerAds('recusada.com.br', 20, 4, 30, 2, 'moda'),
    ]);
    const decide = (as: UserSession, landing_domain: string, status: 'approved' | 'rejected') =>
      as.api.offers.decideOffer({ body: { landing_domain, status } });
    expect((await decide(user, 'aprovada.com.br', 'approved')).status).toBe(403);
    const approved = expectStatus(await decide(admin, 'APROVADA.com.br', 'approved'), 200);
    expect(approved.message).toBe('Oferta aprovada');
    expect((await decide(admin, 'recusada.com.br', 'rejected')).status).toBe(200);
    expect((await decide(admin, 'nada.com.br', 'approved')).status).toBe(400);

    const list = expectStatus(await user.api.offers.getOffers(), 200);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      landing_domain: 'aprovada.com.br',
      level: 'prata',
      offer_status: 'approved',
    });
    expect(list.summary).toMatchObject({ total_offers: 1, active_ads: 50, niches: ['moda'] });
    expect(list.summary.by_level.prata).toBe(1);
    const byNiche = expectStatus(await user.api.offers.getOffers({ query: { niche: 'emagrecimento' } }), 200);
    expect(byNiche.data).toHaveLength(0);
    const bySearch = expectStatus(await user.api.offers.getOffers({ query: { search: 'nada' } }), 200);
    expect(bySearch.meta.total).toBe(0);

    // The review queue keeps only undecided candidates.
    const pending = (await escalated({ pending: 'true' }, admin)).map((o) => o.landing_domain);
    expect(pending).toContain('grande.com.br');
    expect(pending).not.toContain('aprovada.com.br');
    expect(pending).not.toContain('recusada.com.br');

    const params = { id: list.data[0]!.id };
    expect((await user.api.offers.deleteOffer({ params })).status).toBe(403);
    expect((await admin.api.offers.deleteOffer({ params })).status).toBe(200);
    expect((await admin.api.offers.deleteOffer({ params })).status).toBe(404);
    expect(expectStatus(await user.api.offers.getOffers(), 200).data).toHaveLength(0);
    const undone = (await escalated({ pending: 'true' }, admin)).map((o) => o.landing_domain);
    expect(undone).toContain('aprovada.com.br');
  });
});

describe("an offer's counts", () => {
  it('says ads, independent creatives and pages as the offer page does, a clone counted once', async () => {
    const domain = 'contada.com.br';
    const pageBase = digitId('3');
    const onDomain = (values: Parameters<typeof createAd>[1]) =>
      createAd(t.database, { landingDomain: domain, landingUrl: `https://${domain}/lp`, ...values });
    // One creative cloned (one collation) by 12 ads over 4 pages, and 3 creatives of a fifth page.
    for (let i = 0; i < 12; i++)
      await onDomain({
        collationId: 'contada-col',
        pageId: `${pageBase}${i % 4}`,
        adDeliveryStartTime: daysAgo(i === 0 ? 60 : i < 6 ? 2 : 20),
      });
    for (let i = 0; i < 3; i++) await onDomain({ pageId: `${pageBase}9`, adDeliveryStartTime: daysAgo(3) });
    expectStatus(
      await admin.api.offers.decideOffer({ body: { landing_domain: domain, status: 'approved' } }),
      200,
    );

    const [card] = expectStatus(await user.api.offers.getOffers({ query: { search: domain } }), 200).data;
    expect(card?.totals).toEqual({ ads: 15, creatives: 4, pages: 5 });
    expect(card?.stats).toMatchObject({
      total_ads: 15,
      active_ads: 15,
      active_creatives: 4,
      distinct_pages: 5,
    });
    const page = expectStatus(await user.api.offers.getOfferPage({ params: { domain } }), 200).data;
    expect(page.stats).toMatchObject({ total_ads: 15, creatives: 4, pages: 5 });
    // The admin's review queue says the offer's counts the same way.
    const [candidate] = await escalated({ domain }, admin);
    expect(candidate?.totals).toEqual(card?.totals);

    // Its clones stop: they still count among its ads and creatives, no longer among the active.
    await t.database.db.execute(
      sql`update advertisements set ad_delivery_stop_time = now() where collation_id = 'contada-col'`,
    );
    const [after] = expectStatus(await user.api.offers.getOffers({ query: { search: domain } }), 200).data;
    expect(after?.totals).toEqual({ ads: 15, creatives: 4, pages: 5 });
    expect(after?.stats).toMatchObject({ active_ads: 3, active_creatives: 3 });
  });
});
