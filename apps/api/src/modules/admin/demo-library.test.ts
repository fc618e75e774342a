import { DEMO_LIBRARY_MESSAGES } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectStatus, userSession, useTestApp } from '../../../test/helpers/app';
import { createAd } from '../../../test/helpers/factories';
import { until } from '../../../test/helpers/until';
import { adsSeeder } from '../../bootstrap/demo/ads';
import { seedDemoAds } from '../../bootstrap/demo/ads/seed-ads';
import { backgroundJobs } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { foldAdSummaries } from '../ads/ad-summaries';
import { deleteDemoAdsBatch } from './demo-library.repo';
import { createDemoLibraryService, DEMO_REMOVAL_JOB } from './demo-library.service';

const t = useTestApp();
const DEMO = 40;

/** Rows of the offers' summaries (daily buckets, flows, creative counts) about these landing domains. */
const summaryRowsOf = async (domains: string[]) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select ((select count(*) from offer_domain_days where landing_domain in ${domains})
        + (select count(*) from offer_domain_flows where landing_domain in ${domains})
        + (select count(*) from offer_domain_creative_counts where landing_domain in ${domains}))::int as n`,
    ),
  )[0]?.n ?? 0;

const demoAdsLeft = async () =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from advertisements where ad_archive_id like '7%'`,
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

    // Only an admin may remove it, or see the removal.
    expect((await user.api.demoLibrary.removeDemoLibrary()).status).toBe(403);
    expect((await user.api.demoLibrary.getDemoRemoval()).status).toBe(403);
    expect(expectStatus(await admin.api.demoLibrary.getDemoRemoval(), 200).data).toBeNull();

    // The request answers at once with the job; the job removes the ads in the background.
    const started = expectStatus(await admin.api.demoLibrary.removeDemoLibrary(), 202);
    expect(started.data).toMatchObject({ total: DEMO, finished_at: null });
    expect(started.message).toBe(DEMO_LIBRARY_MESSAGES.started);
    const removal = async () => expectStatus(await admin.api.demoLibrary.getDemoRemoval(), 200).data;
    const ended = await until('the removal ends', removal, (r) => r?.state === 'done');
    expect(ended).toMatchObject({ state: 'done', ads_removed: DEMO, total: DEMO });
    expect(ended?.finished_at).not.toBeNull();
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
    expect(audit[0]).toMatchObject({ actor_email: admin.user.email, details: { ads_to_remove: DEMO } });

    // The next start does not load the demo again.
    await adsSeeder.seed({ db: t.database.db, config: { ...t.config, demoAds: DEMO }, log: t.app.log });
    expect(await status()).toEqual({ has_demo_ads: false, demo_only: false });

    // A second removal finds nothing and says so.
    expectStatus(await admin.api.demoLibrary.removeDemoLibrary(), 202);
    const again = await until('the second removal ends', removal, (r) => r?.state === 'done');
    expect(again).toMatchObject({ ads_removed: 0, total: 0 });
  });

  it('answers the running removal to a second request instead of starting another', async () => {
    const admin = await userSession(t, { role: 'admin' });
    await seedDemoAds(t.database.db, { count: DEMO });
    // A removal in progress (as another request, or a replica, left it).
    await t.database.db
      .insert(backgroundJobs)
      .values({ name: DEMO_REMOVAL_JOB, state: 'running', cursor: '', done: 0, total: 1234 })
      .onConflictDoUpdate({
        target: backgroundJobs.name,
        set: { state: 'running', cursor: '', done: 0, total: 1234, finishedAt: null },
      });
    const second = expectStatus(await admin.api.demoLibrary.removeDemoLibrary(), 202);
    expect(second.data).toMatchObject({ total: 1234 });
    const audit = expectStatus(
      await admin.api.admin.getAudit({ query: { action: 'library.remove_demo' } }),
      200,
    ).data;
    expect(audit.filter((e) => e.actor_email === admin.user.email)).toHaveLength(0);
    // The one removal runs to its end.
    await until(
      'the removal ends',
      async () => expectStatus(await admin.api.demoLibrary.getDemoRemoval(), 200).data,
      (r) => r?.state === 'done',
    );
    expect(await demoAdsLeft()).toBe(0);
  });

  it('resumes a removal a stopped process left half-way, and two replicas do each batch once', async () => {
    const admin = await userSession(t, { role: 'admin' });
    await seedDemoAds(t.database.db, { count: DEMO });
    // What a process stopped after its first batch leaves: 15 ads gone, the job's row at the 15th.
    const first = await deleteDemoAdsBatch(t.database.db, '', 15);
    await foldAdSummaries(t.database.db);
    await t.database.db
      .insert(backgroundJobs)
      .values({ name: DEMO_REMOVAL_JOB, state: 'running', cursor: first.last, done: 15, total: DEMO })
      .onConflictDoUpdate({
        target: backgroundJobs.name,
        set: { state: 'running', cursor: first.last, done: 15, total: DEMO, finishedAt: null },
      });
    const midway = expectStatus(await admin.api.demoLibrary.getDemoRemoval(), 200).data;
    expect(midway).toMatchObject({ state: 'running', ads_removed: 15, total: DEMO });
    expect(DEMO_LIBRARY_MESSAGES.progress(midway!.ads_removed, midway!.total)).toBe('Removendo… 15 de 40');

    // Two replicas start and resume it at once, in small batches.
    const replicas = [createDemoLibraryService(t.app, 5), createDemoLibraryService(t.app, 5)];
    await Promise.all(replicas.map((r) => r.resume()));
    await until(
      'the resumed removal ends',
      async () => expectStatus(await admin.api.demoLibrary.getDemoRemoval(), 200).data,
      (r) => r?.state === 'done',
    );
    const ended = expectStatus(await admin.api.demoLibrary.getDemoRemoval(), 200).data;
    // Each ad counted once: the batches of the two never overlapped.
    expect(ended).toMatchObject({ state: 'done', ads_removed: DEMO, total: DEMO });
    expect(await demoAdsLeft()).toBe(0);
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
