import { DEMO_LIBRARY_MESSAGES } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectStatus, userSession, useTestApp } from '../../../test/helpers/app';
import { createAd } from '../../../test/helpers/factories';
import { adsSeeder } from '../../bootstrap/demo/ads';
import { seedDemoAds } from '../../bootstrap/demo/ads/seed-ads';
import { rowsOf } from '../../db/sql';
import { deleteDemoAdsBatch } from './demo-library.repo';

const t = useTestApp();
const DEMO = 40;

/** Rows of the offers' summaries about these landing domains. */
const summaryRowsOf = async (domains: string[]) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from offer_domain_days where landing_domain in ${domains}`,
    ),
  )[0]?.n ?? 0;

describe('the demo library', () => {
  it('says the library is demo-only until a real capture arrives; an admin removes the demo in one action', async () => {
    const user = await userSession(t);
    const admin = await userSession(t, { role: 'admin' });
    const status = async () => expectStatus(await user.api.demoLibrary.getDemoLibraryStatus(), 200).data;

    expect(await status()).toEqual({ has_demo_ads: false, demo_only: false });
    await seedDemoAds(t.database.db, { count: DEMO });
    expect(await status()).toEqual({ has_demo_ads: true, demo_only: true });
    const domains = rowsOf<{ d: string }>(
      await t.database.db.execute(sql`select distinct landing_domain as d from advertisements`),
    ).map((r) => r.d);
    expect(await summaryRowsOf(domains)).toBeGreaterThan(0);

    // The user keeps a demo ad; then a real ad arrives.
    const page = expectStatus(await user.api.ads.searchAdvertisements({ query: { per_page: 1 } }), 200);
    const demoAd = page.data[0]!;
    const kept = expectStatus(
      await user.api.favorites.addAdToFavorites({ params: { id: demoAd.id }, body: {} }),
      201,
    ).data;
    const real = await createAd(t.database, { pageName: 'Loja Real' });
    expect(await status()).toEqual({ has_demo_ads: true, demo_only: false });

    // Only an admin may remove it.
    expect((await user.api.demoLibrary.removeDemoLibrary()).status).toBe(403);
    const removed = expectStatus(await admin.api.demoLibrary.removeDemoLibrary(), 200);
    expect(removed.data).toEqual({ ads_removed: DEMO });
    expect(removed.message).toBe(DEMO_LIBRARY_MESSAGES.removed(DEMO));
    expect(await status()).toEqual({ has_demo_ads: false, demo_only: false });

    // The real ad stays; the offers' summaries forget the demo's domains.
    const left = expectStatus(await admin.api.ads.searchAdvertisements({ query: { per_page: 50 } }), 200);
    expect(left.data.map((a) => a.id)).toEqual([real.id]);
    expect(await summaryRowsOf(domains)).toBe(0);

    // The favorite keeps its own copy of the ad's texts.
    const favorites = expectStatus(await user.api.favorites.getFavorites({ query: {} }), 200).data;
    const favorite = favorites.find((f) => f.id === kept.id);
    expect(favorite).toMatchObject({
      advertisement_id: null,
      page_name: demoAd.page_name,
      ad_creative_link_titles: demoAd.ad_creative_link_titles,
    });
    const picture = await t.app.inject({ method: 'GET', url: favorite!.creative_media_url! });
    expect(picture.statusCode).toBe(200);

    // One audit entry says who removed how many.
    const audit = expectStatus(
      await admin.api.admin.getAudit({ query: { action: 'library.remove_demo' } }),
      200,
    ).data;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_email: admin.user.email, details: { ads_removed: DEMO } });

    // The next start does not load the demo again.
    await adsSeeder.seed({ db: t.database.db, config: { ...t.config, demoAds: DEMO }, log: t.app.log });
    expect(await status()).toEqual({ has_demo_ads: false, demo_only: false });

    // A second removal finds nothing and says so.
    const again = expectStatus(await admin.api.demoLibrary.removeDemoLibrary(), 200);
    expect(again.data.ads_removed).toBe(0);
  });

  it('removes a large demo in batches that each start where the last one ended', async () => {
    await seedDemoAds(t.database.db, { count: DEMO });
    const sizes: number[] = [];
    let after = '';
    for (;;) {
      const batch = await deleteDemoAdsBatch(t.database.db, after, 15);
      if (batch.removed === 0) break;
      expect(batch.last > after).toBe(true);
      after = batch.last;
      sizes.push(batch.removed);
    }
    expect(sizes).toEqual([15, 15, 10]);
    const left = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from advertisements where ad_archive_id like '7%'`,
      ),
    );
    expect(left[0]?.n).toBe(0);
  });
});
