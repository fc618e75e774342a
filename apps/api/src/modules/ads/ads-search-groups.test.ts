import { AD_GROUP_WINDOW } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, useSession, useTestApp } from '../../../test/helpers/app';
import { createAd, daysAgo, digitId } from '../../../test/helpers/factories';
import { until } from '../../../test/helpers/until';

const t = useTestApp();
const user = useSession(t);

const grouped = async (query: Record<string, string | number>) =>
  expectStatus(await user.api.ads.searchAdvertisementGroups({ query }), 200);

/** An ad whose text holds `word`, so each test searches its own ads only. */
const adWith = (word: string, values: Parameters<typeof createAd>[1]) =>
  createAd(t.database, { adCreativeBodies: [`Oferta ${word} imperdível`], ...values });

describe('grouped ad search', () => {
  it('groups matches by landing domain, counting cloned creatives once and each page once', async () => {
    const word = 'quasardetox';
    const domain = 'detox-agrupado.com.br';
    const [p1, p2, p3] = [digitId('4'), digitId('4'), digitId('4')];
    const onDomain = (values: Parameters<typeof createAd>[1]) =>
      adWith(word, { landingDomain: domain, landingUrl: `https://${domain}/lp`, ...values });
    // One creative cloned by three pages (one collation), a second creative, and a third that does
    // not match the term: the offer has 5 ads, 3 independent creatives and 3 pages.
    const newestClone = await onDomain({
      collationId: 'grp-col-a',
      pageId: p1,
      pageName: 'Detox Oficial',
      adDeliveryStartTime: daysAgo(3),
    });
    await onDomain({
      collationId: 'grp-col-a',
      pageId: p2,
      pageName: 'Revenda Detox',
      adDeliveryStartTime: daysAgo(4),
    });
    await onDomain({
      collationId: 'grp-col-a',
      pageId: p3,
      pageName: 'Outra Revenda',
      adDeliveryStartTime: daysAgo(5),
    });
    const second = await onDomain({ pageId: p1, pageName: 'Detox Oficial', adDeliveryStartTime: daysAgo(6) });
    await createAd(t.database, { landingDomain: domain, pageId: p1, adCreativeBodies: ['Sem a palavra'] });
    // Another offer, newer, with one ad.
    await adWith(word, {
      landingDomain: 'outra-oferta.com',
      pageId: digitId('4'),
      adDeliveryStartTime: daysAgo(1),
    });

    const res = await grouped({ search: word, sort: 'newest' });
    expect(res.data.map((g) => g.landing_domain)).toEqual(['outra-oferta.com', domain]);
    const detox = res.data[1]!;
    expect(detox).toMatchObject({ kind: 'domain', ads: 5, creatives: 3, pages: 3, matches: 4 });
    // Its best creatives: the first match of each creative, in the search's order.
    expect(detox.samples.map((s) => s.id)).toEqual([newestClone.id, second.id]);
    expect(res.meta).toMatchObject({ total: 2, grouped_ads: 5, window_capped: false, sort: 'newest' });
  });

  it('groups ads without a landing domain by page, and keeps the search order', async () => {
    const word = 'xilofonepagina';
    const page = digitId('4');
    await adWith(word, { pageId: page, pageName: 'Loja Sem Site', adDeliveryStartTime: daysAgo(2) });
    await adWith(word, { pageId: page, pageName: 'Loja Sem Site', adDeliveryStartTime: daysAgo(9) });
    await adWith(word, {
      landingDomain: 'com-site.com',
      pageId: digitId('4'),
      adDeliveryStartTime: daysAgo(5),
    });

    const newest = await grouped({ search: word, sort: 'newest' });
    expect(newest.data.map((g) => [g.kind, g.landing_domain ?? g.page_id])).toEqual([
      ['page', page],
      ['domain', 'com-site.com'],
    ]);
    expect(newest.data[0]).toMatchObject({
      page_name: 'Loja Sem Site',
      ads: 2,
      creatives: 2,
      pages: 1,
      matches: 2,
    });

    // Running longest first, the page's oldest ad puts it first as well, the domain's ad second.
    const oldest = await grouped({ search: word, sort: 'longest_running' });
    expect(oldest.data.map((g) => g.kind)).toEqual(['page', 'domain']);
  });

  it('pages through groups and says when the search has more matches than it grouped', async () => {
    const word = 'tucanooferta';
    for (let i = 0; i < 5; i++)
      await adWith(word, {
        landingDomain: `oferta-${i}.com`,
        pageId: digitId('4'),
        adDeliveryStartTime: daysAgo(i + 1),
      });

    const first = await grouped({ search: word, sort: 'newest', per_page: 2 });
    expect(first.data.map((g) => g.landing_domain)).toEqual(['oferta-0.com', 'oferta-1.com']);
    expect(first.meta).toMatchObject({ total: 5, current_page: 1, last_page: 3, per_page: 2 });
    const last = await grouped({ search: word, sort: 'newest', per_page: 2, page: 3 });
    expect(last.data.map((g) => g.landing_domain)).toEqual(['oferta-4.com']);
    expect(first.meta.window_capped).toBe(false);
    expect(first.meta.grouped_ads).toBeLessThanOrEqual(AD_GROUP_WINDOW);
  });

  it('shows a new ad of an offer at once: a kept answer is dropped by the write', async () => {
    const word = 'zabumbaoferta';
    const domain = 'zabumba.com.br';
    await adWith(word, { landingDomain: domain, pageId: digitId('4'), adDeliveryStartTime: daysAgo(2) });
    const before = await grouped({ search: word });
    expect(before.data[0]).toMatchObject({ landing_domain: domain, ads: 1, pages: 1 });
    await adWith(word, { landingDomain: domain, pageId: digitId('4'), adDeliveryStartTime: daysAgo(1) });
    const after = await until(
      'the grouped search counts the new ad',
      () => grouped({ search: word }),
      (res) => res.data[0]?.ads === 2,
    );
    expect(after.data[0]).toMatchObject({ ads: 2, creatives: 2, pages: 2, matches: 2 });
  });

  it('refuses a bad filter with its message, like the ad search', async () => {
    const res = await user.api.ads.searchAdvertisementGroups({ query: { status: 'talvez' } as never });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Status inválido');
  });
});
