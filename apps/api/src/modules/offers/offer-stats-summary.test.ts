import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app';
import { createAd, daysAgo } from '../../../test/helpers/factories';
import { advertisements } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { ingestAds } from '../ads/ads.service';
import { type DomainStatsOptions, domainStats, NEW_ADS_DAYS, RECENT_DAYS } from './escalation.repo';

const t = useTestApp();
const db = () => t.database.db;
const DOMAINS = ['um.com.br', 'dois.com.br', 'tres.com.br'];
const NICHES = ['saude', 'beleza', null];

/**
 * The stats computed straight from the ads, as they were before the summaries (one aggregate
 * over every ad), with the same whole-UTC-day windows: what the summaries must always equal.
 */
const fromScratch = async ({ recent, minAds, domains, niche }: DomainStatsOptions) => {
  const today = sql`(now() at time zone 'UTC')::date`;
  const conds = [sql`a.landing_domain is not null`];
  if (recent) conds.push(sql`(a.last_seen_at at time zone 'UTC')::date > ${today} - ${RECENT_DAYS}::int`);
  if (domains)
    conds.push(
      sql`a.landing_domain in (${sql.join(
        domains.map((d) => sql`${d}`),
        sql`, `,
      )})`,
    );
  const newest = sql`order by coalesce(a.ad_delivery_start_time, '-infinity') desc, a.id desc`;
  const thumb = sql`a.thumbnail_status = 'archived' and a.thumbnail_key is not null`;
  return rowsOf<Record<string, unknown>>(
    await db().execute(sql`
      select * from (select a.landing_domain,
        count(*)::int as total_ads,
        (count(*) filter (where a.ad_delivery_stop_time is null))::int as active_ads,
        (select count(distinct ad_creative_key(n))::int from advertisements n
          where n.landing_domain = a.landing_domain and n.ad_delivery_stop_time is null and n.corroborated)
          as active_creatives,
        (count(distinct a.page_id) filter (where a.page_id <> ''))::int as distinct_pages,
        -- The offer's all-time counts, whatever the window (its page's header).
        (select count(*)::int from advertisements n where n.landing_domain = a.landing_domain) as offer_ads,
        (select count(distinct ad_creative_key(n))::int from advertisements n
          where n.landing_domain = a.landing_domain and n.corroborated) as offer_creatives,
        (select (count(distinct n.page_id) filter (where n.page_id <> ''))::int from advertisements n
          where n.landing_domain = a.landing_domain) as offer_pages,
        coalesce(floor(max(extract(epoch from now() - a.ad_delivery_start_time) / 86400)
          filter (where a.ad_delivery_stop_time is null)), 0)::int as max_days_running,
        (select count(*)::int from advertisements n where n.landing_domain = a.landing_domain
          and (n.ad_delivery_start_time at time zone 'UTC')::date > ${today} - ${NEW_ADS_DAYS}::int) as new_ads_7d,
        min(a.first_seen_at) as first_seen_at,
        max(a.last_seen_at) as last_seen_at,
        mode() within group (order by a.niche) as niche,
        mode() within group (order by a.page_name) as top_page_name,
        (array_agg(a.ad_creative_link_titles[1] ${newest}))[1] as title,
        (array_agg(a.creative_media_url ${newest}))[1] as creative_media_url,
        (array_agg(a.id ${newest}))[1] as sample_ad_id,
        (array_agg(a.thumbnail_key ${newest}) filter (where ${thumb}))[1] as thumbnail_key
      from advertisements a
      where ${sql.join(conds, sql` and `)}
      group by a.landing_domain
      having count(*) >= ${minAds ?? 1}) s
      ${niche ? sql`where s.niche = ${niche}` : sql``}`),
  );
};

const normalized = (rows: object[]) =>
  rows
    .map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          v instanceof Date || (typeof v === 'string' && /^\d{4}-\d\d-\d\d[ T]\d/.test(v))
            ? new Date(v).toISOString()
            : typeof v === 'string' && /^\d+$/.test(v)
              ? Number(v)
              : v,
        ]),
      ),
    )
    .sort((x, y) => String(x.landing_domain).localeCompare(String(y.landing_domain)));

const VIEWS: DomainStatsOptions[] = [
  {},
  { recent: true },
  { recent: true, minAds: 5 },
  { domains: [DOMAINS[0]!] },
  { recent: true, niche: 'saude' },
];
const expectSummariesExact = async () => {
  for (const view of VIEWS)
    expect(normalized(await domainStats(db(), view)), JSON.stringify(view)).toEqual(
      normalized(await fromScratch(view)),
    );
  const variations = rowsOf<{ page_id: string; landing_domain: string; ads: number }>(
    await db().execute(sql`select page_id, landing_domain, ads from ad_page_domains order by 1, 2`),
  );
  const counted = rowsOf<{ page_id: string; landing_domain: string; ads: number }>(
    await db().execute(sql`
      select page_id, landing_domain, count(*)::int as ads from advertisements
      where page_id <> '' and landing_domain is not null group by 1, 2 order by 1, 2`),
  );
  expect(variations).toEqual(counted);
};

/** A small deterministic PRNG, so a failure replays. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('offer stats summaries', () => {
  it('equal a from-scratch aggregation after inserts, updates and deletes of every kind', async () => {
    const r = random(14);
    const pick = <T>(items: readonly T[]) => items[Math.floor(r() * items.length)]!;
    const ids: string[] = [];
    // Few pages, names, niches and days, so most summary buckets hold several ads.
    const SEEN_DAYS = [0, 1, 30, 100];
    for (let i = 0; i < 120; i++) {
      const row = await createAd(t.database, {
        pageId: pick(['771', '772', '']),
        pageName: r() < 0.8 ? 'Loja A' : 'Loja B',
        niche: r() < 0.8 ? 'saude' : pick(NICHES),
        landingDomain: pick(DOMAINS),
        adDeliveryStartTime: r() < 0.1 ? null : daysAgo(r() * 120),
        adDeliveryStopTime: r() < 0.4 ? daysAgo(r() * 3) : null,
        firstSeenAt: daysAgo(10 + r() * 200),
        lastSeenAt: daysAgo(pick(SEEN_DAYS) + r() * 0.5),
      });
      ids.push(row.id);
    }
    await expectSummariesExact();

    // Half the changes hit an ad that holds one of a domain's extremes (what a summary must notice).
    const holders = [
      sql`order by coalesce(ad_delivery_start_time, '-infinity') desc, id desc`,
      sql`order by first_seen_at`,
      sql`and ad_delivery_stop_time is null and ad_delivery_start_time is not null order by ad_delivery_start_time`,
      sql`and thumbnail_status = 'archived' order by coalesce(ad_delivery_start_time, '-infinity') desc, id desc`,
      sql`order by last_seen_at desc`,
    ];
    const target = async () => {
      if (r() < 0.5) return pick(ids);
      const [row] = rowsOf<{ id: string }>(
        await db().execute(
          sql`select id from advertisements where landing_domain = ${pick(DOMAINS)} ${pick(holders)} limit 1`,
        ),
      );
      return row?.id ?? pick(ids);
    };
    const set = async (id: string | Promise<string>, values: Record<string, unknown>) =>
      db()
        .update(advertisements)
        .set(values)
        .where(sql`${advertisements.id} = ${await id}`);
    const steps: (() => Promise<unknown>)[] = [
      // Seen again today, or on another day (later or earlier).
      () => set(target(), { lastSeenAt: new Date() }),
      () => set(target(), { lastSeenAt: daysAgo(pick(SEEN_DAYS) + r() * 0.5) }),
      // The landing domain changes, or goes.
      () => set(target(), { landingDomain: pick([...DOMAINS, null]) }),
      // Stopped, running again, started at another time.
      () => set(target(), { adDeliveryStopTime: new Date() }),
      () => set(target(), { adDeliveryStopTime: null }),
      () => set(target(), { adDeliveryStartTime: daysAgo(r() * 130) }),
      // Thumbnail archived or lost, another page, niche or first sighting.
      () => set(target(), { thumbnailStatus: 'archived', thumbnailKey: `t/${Math.floor(r() * 1000)}.webp` }),
      () => set(target(), { thumbnailStatus: 'failed' }),
      () => set(target(), { pageId: pick(['771', '772', '773']), pageName: pick(['Loja A', 'Loja D']) }),
      () => set(target(), { niche: pick(NICHES) }),
      () => set(target(), { firstSeenAt: daysAgo(r() * 300) }),
      // Several rows in one statement, and deletes.
      () =>
        db()
          .update(advertisements)
          .set({ lastSeenAt: new Date() })
          .where(sql`${advertisements.pageId} = ${pick(['771', '772'])}`),
      async () => {
        const id = await target();
        ids.splice(ids.indexOf(id), 1);
        await db().delete(advertisements).where(sql`${advertisements.id} = ${id}`);
      },
    ];
    for (let round = 0; round < 12; round++) {
      for (let i = 0; i < 12; i++) await pick(steps)();
      await expectSummariesExact();
    }
    for (const step of steps) await step();
    await expectSummariesExact();
  });

  it('recomputes every domain when the UTC day moves on (the windows move with it)', async () => {
    const before = normalized(await domainStats(db(), { recent: true }));
    // As left by a refresh yesterday, with figures that no longer hold.
    await db().execute(
      sql`update offer_domain_stats set computed_for = computed_for - 1, total_ads = 999, new_ads = 999`,
    );
    expect(normalized(await domainStats(db(), { recent: true }))).toEqual(before);
  });

  it('counts two ingests of the same domain at the same time', async () => {
    const domain = 'concorrente.com.br';
    const batch = (prefix: string) =>
      Array.from({ length: 40 }, (_, i) => ({
        id: `${prefix}${String(i).padStart(6, '0')}`,
        page_id: prefix,
        page_name: `Página ${prefix}`,
        ad_creative_link_titles: ['Oferta concorrente'],
        landing_url: `https://${domain}/lp`,
        ad_delivery_start_time: daysAgo(3).toISOString(),
      }));
    await Promise.all([ingestAds(db(), batch('81')), ingestAds(db(), batch('82'))]);
    const [stats] = await domainStats(db(), { domains: [domain] });
    expect(stats).toMatchObject({ total_ads: 80, active_ads: 80, distinct_pages: 2, new_ads_7d: 80 });
    await expectSummariesExact();
  });
});
