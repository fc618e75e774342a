import { OFFER_NEW_ADS_DAYS, OFFER_RECENT_DAYS, RADAR_VELOCITY_DAYS } from '@sniperads/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type RadarFollowRow, radarAlerts, radarFollows } from '../../db/schema';
import { rowsOf } from '../../db/sql';

const texts = (values: string[]) => sql`${sql.param(values)}::text[]`;
const uuids = (values: string[]) => sql`${sql.param(values)}::uuid[]`;

// ---- follows (one account's) ----

export const listFollows = (db: DbOrTx, userId: string) =>
  db.select().from(radarFollows).where(eq(radarFollows.userId, userId)).orderBy(desc(radarFollows.createdAt));

export const countFollows = async (db: DbOrTx, userId: string) =>
  Number(
    rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from radar_follows where user_id = ${userId}`),
    )[0]?.n ?? 0,
  );

/** Serialises one account's follows so concurrent follows never pass the plan's limit. */
export const lockFollowsOf = (db: DbOrTx, userId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('radar_follows'), hashtext(${userId}))`);

export const insertFollow = async (db: DbOrTx, values: typeof radarFollows.$inferInsert) =>
  (await db.insert(radarFollows).values(values).onConflictDoNothing().returning())[0] ?? null;

export const deleteFollow = async (db: DbOrTx, userId: string, id: string) =>
  (
    await db
      .delete(radarFollows)
      .where(and(eq(radarFollows.id, id), eq(radarFollows.userId, userId)))
      .returning({ id: radarFollows.id })
  ).length > 0;

export const visitFollow = async (db: DbOrTx, userId: string, id: string, now: Date) =>
  (
    await db
      .update(radarFollows)
      .set({ lastVisitedAt: now })
      .where(and(eq(radarFollows.id, id), eq(radarFollows.userId, userId)))
      .returning({ id: radarFollows.id })
  ).length > 0;

/** What changed since each follow's last visit, and the new ads of the velocity window. */
export interface SinceVisitRow {
  follow_id: string;
  new_ads: number;
  stopped_ads: number;
  new_pages: number;
  new_creatives: number;
  new_ads_7d: number;
}

export const sinceVisit = async (db: DbOrTx, userId: string) =>
  rowsOf<SinceVisitRow>(
    await db.execute(sql`
      select f.id as follow_id,
        count(*) filter (where h.event = 'new' and h.at > f.last_visited_at)::int as new_ads,
        count(*) filter (where h.event = 'stopped' and h.at > f.last_visited_at)::int as stopped_ads,
        count(distinct h.page_id) filter (where h.event = 'new' and h.new_page and h.at > f.last_visited_at)::int as new_pages,
        count(distinct h.creative_key) filter (where h.event = 'new' and h.new_creative and h.at > f.last_visited_at)::int as new_creatives,
        count(*) filter (where h.event = 'new' and h.at > now() - make_interval(days => ${RADAR_VELOCITY_DAYS}))::int as new_ads_7d
      from radar_follows f
      join radar_hits h on h.follow_id = f.id
        and h.at > least(f.last_visited_at, now() - make_interval(days => ${RADAR_VELOCITY_DAYS}))
      where f.user_id = ${userId}
      group by f.id`),
  );

export const recentAlerts = (db: DbOrTx, userId: string, limit: number) =>
  db
    .select()
    .from(radarAlerts)
    .where(eq(radarAlerts.userId, userId))
    .orderBy(desc(radarAlerts.createdAt))
    .limit(limit);

// ---- the library, read for a follow or a batch ----

export const domainExists = async (db: DbOrTx, domain: string) =>
  rowsOf(await db.execute(sql`select 1 from advertisements where landing_domain = ${domain} limit 1`))
    .length > 0;

export const pageName = async (db: DbOrTx, pageId: string) =>
  rowsOf<{ page_name: string }>(
    await db.execute(
      sql`select page_name from advertisements where page_id = ${pageId} order by last_seen_at desc limit 1`,
    ),
  )[0]?.page_name ?? null;

/** An offer's scale as the escalated offers read it (offer_domain_stats, kept by the summaries' fold). */
export interface OfferStateRow {
  landing_domain: string;
  active_ads: number;
  active_creatives: number;
  distinct_pages: number;
  max_days_running: number;
  new_ads_7d: number;
}

/** Folds what the ingests queued into offer_domain_stats (the escalated offers' refresh). */
export const refreshOfferStats = (db: DbOrTx) =>
  db.execute(sql`select offer_stats_refresh(${OFFER_RECENT_DAYS}::int, ${OFFER_NEW_ADS_DAYS}::int)`);

export const offerStates = async (db: DbOrTx, domains: string[]): Promise<OfferStateRow[]> => {
  if (domains.length === 0) return [];
  await refreshOfferStats(db);
  return rowsOf<OfferStateRow>(
    await db.execute(sql`
      select d.domain as landing_domain,
        coalesce(s.active_ads, 0)::int as active_ads,
        coalesce(c.active_creatives, 0)::int as active_creatives,
        coalesce(r.distinct_pages, 0)::int as distinct_pages,
        coalesce(floor(extract(epoch from now() - r.oldest_active_start) / 86400), 0)::int as max_days_running,
        coalesce(r.new_ads, 0)::int as new_ads_7d
      from unnest(${texts(domains)}) as d(domain)
      left join offer_domain_stats s on s.landing_domain = d.domain and not s.recent
      left join offer_domain_stats r on r.landing_domain = d.domain and r.recent
      left join offer_domain_creative_counts c on c.landing_domain = d.domain`),
  );
};

/** An advertiser's active ads and ads started in the velocity window (advertisements_page_domain_idx). */
export const pageStates = async (db: DbOrTx, pageIds: string[]) =>
  pageIds.length === 0
    ? []
    : rowsOf<{ page_id: string; active_ads: number; new_ads_7d: number }>(
        await db.execute(sql`
          select page_id,
            count(*) filter (where ad_delivery_stop_time is null)::int as active_ads,
            count(*) filter (where ad_delivery_start_time > now() - make_interval(days => ${RADAR_VELOCITY_DAYS}))::int as new_ads_7d
          from advertisements where page_id = any(${texts(pageIds)}) group by page_id`),
      );

/** The ads of a batch, as change detection matches them. */
export interface BatchAdRow {
  id: string;
  page_id: string | null;
  page_name: string;
  landing_domain: string | null;
  texts: string[];
  niche: string | null;
  publisher_platforms: string[];
  media_type: string;
  countries: string[];
  start_time: Date | string | null;
  stop_time: Date | string | null;
  created_at: Date | string;
}

export const batchAds = async (db: DbOrTx, ids: string[]) =>
  rowsOf<BatchAdRow>(
    await db.execute(sql`
      select id, page_id, page_name, landing_domain,
        ad_creative_bodies || ad_creative_link_titles || ad_creative_link_captions || ad_creative_link_descriptions as texts,
        niche, publisher_platforms, media_type, countries,
        ad_delivery_start_time as start_time, ad_delivery_stop_time as stop_time, created_at
      from advertisements where id = any(${uuids(ids)})`),
  );

// ---- change detection ----

/** Every followed search once (by key), whoever follows it: matched in memory against a batch. */
export const followedSearches = async (db: DbOrTx) =>
  rowsOf<{ key: string; search: Record<string, unknown> }>(
    await db.execute(sql`select distinct on (key) key, search from radar_follows where kind = 'search'`),
  );

export interface CandidateFollowRow {
  id: string;
  user_id: string;
  kind: RadarFollowRow['kind'];
  key: string;
  label: string;
  search: Record<string, unknown> | null;
  min_new_ads: number;
  level: string | null;
  active_ads: number | null;
  created_at: Date | string;
}

/**
 * Matches one ingest batch and records its hits in a single statement, once per (follow, ad, event):
 * offer and advertiser follows by equality of (kind, key) with the batch's domains and pages
 * (radar_follows_kind_key_idx), search follows by the (search key, ad) pairs matched in memory.
 * A new ad is a hit for the follows made before it was created (what existed is their baseline);
 * a stop is a hit either way. A new ad's page (creative) is new when no earlier ad of the offer or
 * advertiser had it, worked out once per offer or advertiser and ad however many follow it (a
 * search: no earlier hit of the follow). Pairs already recorded are skipped first, so a re-ingest
 * costs one primary-key probe per pair and adds nothing. Answers the hits actually added.
 */
export const recordHits = async (
  db: DbOrTx,
  batch: { created: string[]; stopped: string[]; searches: { key: string; adId: string }[] },
  now: Date,
) => {
  if (batch.created.length === 0 && batch.stopped.length === 0) return [];
  return rowsOf<{ follow_id: string; event: 'new' | 'stopped' }>(
    await db.execute(sql`
      with batch as materialized (
        select a.id, a.page_id, a.landing_domain, a.created_at, ad_creative_key(a) as creative_key,
          a.id = any(${uuids(batch.created)}) as is_new, a.id = any(${uuids(batch.stopped)}) as is_stopped
        from advertisements a where a.id = any(${uuids([...batch.created, ...batch.stopped])})
      ), matched as materialized (
        select f.id as follow_id, f.kind, f.key, f.created_at as since, b.* from batch b
        join radar_follows f on f.kind = 'offer' and f.key = b.landing_domain
        union all
        select f.id, f.kind, f.key, f.created_at, b.* from batch b
        join radar_follows f on f.kind = 'advertiser' and f.key = b.page_id
        union all
        select f.id, f.kind, f.key, f.created_at, b.*
        from unnest(${texts(batch.searches.map((s) => s.key))}, ${uuids(batch.searches.map((s) => s.adId))}) as s(key, ad_id)
        join batch b on b.id = s.ad_id
        join radar_follows f on f.kind = 'search' and f.key = s.key
      ), m as (
        select follow_id, kind, key, id as ad_id, 'new' as event, page_id, created_at, creative_key
        from matched where is_new and created_at >= since
        union all
        select follow_id, kind, key, id, 'stopped', page_id, created_at, creative_key
        from matched where is_stopped
      ), fresh as materialized (
        select m.* from m
        where not exists (select 1 from radar_hits h
          where h.follow_id = m.follow_id and h.advertisement_id = m.ad_id and h.event = m.event)
      ), targets as (
        select distinct kind, key, ad_id, page_id, created_at, creative_key
        from fresh where event = 'new' and kind <> 'search'
      ), flags as (
        select t.kind, t.key, t.ad_id,
          t.kind = 'offer' and not exists (select 1 from advertisements o where o.page_id = t.page_id
            and o.landing_domain = t.key and o.created_at < t.created_at) as new_page,
          case t.kind
            when 'offer' then not exists (select 1 from advertisements o where o.landing_domain = t.key
              and ad_creative_key(o) = t.creative_key and o.created_at < t.created_at)
            else not exists (select 1 from advertisements o where o.page_id = t.key
              and ad_creative_key(o) = t.creative_key and o.created_at < t.created_at)
          end as new_creative
        from targets t
      ), seen as materialized (
        select h.follow_id, h.page_id, h.creative_key from radar_hits h
        where h.event = 'new'
          and h.follow_id in (select distinct follow_id from fresh where kind = 'search' and event = 'new')
      )
      insert into radar_hits (follow_id, advertisement_id, event, page_id, creative_key, new_page, new_creative, at)
      select x.follow_id, x.ad_id, x.event, x.page_id, x.creative_key,
        x.event = 'new' and case when x.kind = 'search'
          then not exists (select 1 from seen s where s.follow_id = x.follow_id and s.page_id = x.page_id)
          else coalesce(fl.new_page, false) end,
        x.event = 'new' and case when x.kind = 'search'
          then not exists (select 1 from seen s where s.follow_id = x.follow_id and s.creative_key = x.creative_key)
          else coalesce(fl.new_creative, false) end,
        ${now.toISOString()}::timestamptz
      from fresh x
      left join flags fl on fl.kind = x.kind and fl.key = x.key and fl.ad_id = x.ad_id
      on conflict do nothing
      returning follow_id, event`),
  );
};

/**
 * The follows a batch touched, with (for those given in `withNew`) their new ads within the last
 * `hours`: what their alerts are built from.
 */
export const touchedFollows = async (
  db: DbOrTx,
  ids: string[],
  withNew: string[],
  hours: number,
  now: Date,
) =>
  rowsOf<CandidateFollowRow & { new_ads: number | null }>(
    await db.execute(sql`
      select f.id, f.user_id, f.kind, f.key, f.label, f.search, f.min_new_ads, f.level, f.active_ads, f.created_at,
        case when f.id = any(${uuids(withNew)}) then (
          select count(*)::int from radar_hits h where h.follow_id = f.id and h.event = 'new'
            and h.at > ${now.toISOString()}::timestamptz - make_interval(hours => ${hours})
        ) end as new_ads
      from radar_follows f where f.id = any(${uuids(ids)})`),
  );

export const saveFollowStates = async (
  db: DbOrTx,
  states: { id: string; level: string | null; activeAds: number | null }[],
) => {
  if (states.length === 0) return;
  await db.execute(sql`
    update radar_follows f set level = nullif(s.level, ''), active_ads = nullif(s.active_ads, -1)
    from unnest(${uuids(states.map((s) => s.id))}, ${texts(states.map((s) => s.level ?? ''))},
      ${sql.param(states.map((s) => s.activeAds ?? -1))}::int[]) as s(id, level, active_ads)
    where f.id = s.id`);
};

export interface NewAlert {
  userId: string;
  followId: string;
  rule: 'new_ads' | 'scaling' | 'stopped';
  dedupeKey: string;
  title: string;
  body: string;
  url: string;
}

/** Inserts alerts, skipping any whose dedupe key exists: answers those actually raised. */
export const insertAlerts = async (db: DbOrTx, alerts: NewAlert[]) =>
  alerts.length === 0
    ? []
    : db
        .insert(radarAlerts)
        .values(alerts)
        .onConflictDoNothing({ target: radarAlerts.dedupeKey })
        .returning();

/**
 * The archived thumbnail each follow's alert shows (push notifications): the newest of its recent
 * hits that has one, else an offer's own thumbnail ad (the rollups keep it), else the newest
 * thumbnailed ad of an advertiser's page. Follows with none are absent.
 */
export const alertThumbnails = async (db: DbOrTx, followIds: string[]): Promise<Map<string, string>> => {
  if (followIds.length === 0) return new Map();
  const rows = rowsOf<{ follow_id: string; thumbnail_key: string | null }>(
    await db.execute(sql`
      select f.id as follow_id, coalesce(
        (select a.thumbnail_key from (
           select advertisement_id from radar_hits where follow_id = f.id order by at desc limit 50
         ) h join advertisements a on a.id = h.advertisement_id
         where a.thumbnail_key is not null order by a.last_seen_at desc limit 1),
        case when f.kind = 'offer' then (
          select a.thumbnail_key from offer_domain_stats s join advertisements a on a.id = s.thumb_ad_id
          where s.landing_domain = f.key and not s.recent) end,
        case when f.kind = 'advertiser' then (
          select a.thumbnail_key from advertisements a
          where a.page_id = f.key and a.thumbnail_key is not null order by a.last_seen_at desc limit 1) end
      ) as thumbnail_key
      from radar_follows f where f.id = any(${uuids([...new Set(followIds)])})`),
  );
  return new Map(rows.flatMap((r) => (r.thumbnail_key ? [[r.follow_id, r.thumbnail_key] as const] : [])));
};

/** Offer and advertiser follows, for the daily pass over the rollups. */
export const stateFollows = async (db: DbOrTx) =>
  rowsOf<CandidateFollowRow>(
    await db.execute(sql`
      select id, user_id, kind, key, label, search, min_new_ads, level, active_ads, created_at
      from radar_follows where kind in ('offer', 'advertiser')`),
  );
