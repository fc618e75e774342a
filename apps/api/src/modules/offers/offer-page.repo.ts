import { sql } from 'drizzle-orm';
import { type DbOrTx, primaryOf } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { creativeKey } from './creative-key';

export interface OfferHeaderRow {
  total_ads: number;
  active_ads: number;
  pages: number;
  first_seen_at: Date | string | null;
  last_seen_at: Date | string | null;
  niche: string | null;
  newest_ad_id: string | null;
  title: string | null;
  landing_url: string | null;
}

/**
 * The offer's totals, from its day buckets (offer_domain_days) after folding the queued changes,
 * so they are exact as of this read and count only corroborated ads, like the offers' stats.
 * Null when no such ad leads to the domain.
 */
export const offerHeader = async (db: DbOrTx, domain: string): Promise<OfferHeaderRow | null> => {
  await primaryOf(db).execute(sql`select ad_summaries_fold(true)`);
  const [row] = rowsOf<OfferHeaderRow>(
    await db.execute(sql`
      with d as (
        select sum(t.ads)::int as total_ads, sum(t.active_ads)::int as active_ads,
          (count(distinct t.page_id) filter (where t.page_id <> ''))::int as pages,
          min(t.first_seen_at) as first_seen_at,
          (array_agg(t.newest_ad_id order by t.newest_start desc, t.newest_ad_id desc))[1] as newest_ad_id
        from offer_domain_days t where t.landing_domain = ${domain}
      )
      select d.*,
        (select t.niche from offer_domain_days t where t.landing_domain = ${domain} and t.niche <> ''
          group by t.niche order by sum(t.ads) desc, t.niche limit 1) as niche,
        (select max(a.last_seen_at) from advertisements a
          where a.landing_domain = ${domain} and a.corroborated) as last_seen_at,
        n.ad_creative_link_titles[1] as title, n.landing_url
      from d left join advertisements n on n.id = d.newest_ad_id
      where d.total_ads > 0`),
  );
  return row ?? null;
};

export interface OfferPageRow {
  page_id: string;
  page_name: string;
  ads: number;
}

/** The pages pushing the offer, most ads first, each under the name most of its ads carry. */
export const offerPages = async (db: DbOrTx, domain: string, limit: number) =>
  rowsOf<OfferPageRow>(
    await db.execute(sql`
      select x.page_id, (array_agg(x.page_name order by x.ads desc, x.page_name))[1] as page_name, sum(x.ads)::int as ads
      from (
        select t.page_id, t.page_name, sum(t.ads) as ads from offer_domain_days t
        where t.landing_domain = ${domain} and t.page_id <> '' group by 1, 2
      ) x
      group by x.page_id order by 3 desc, 1 limit ${limit}`),
  );

export interface OfferCreativeRow {
  key: string;
  ad_id: string;
  ads: number;
  active_ads: number;
  creatives: number;
  ad_archive_id: string;
  page_name: string;
  title: string | null;
  body: string | null;
  thumbnail_key: string | null;
  creative_media_url: string | null;
  media_type: string;
  started_at: Date | string | null;
  stopped_at: Date | string | null;
}

/**
 * A creative's best ad first: the newest with an archived thumbnail, else the newest. The (domain,
 * creative) index carries this order (migration 0029), so the best ad is its first entry however
 * many clones the creative has.
 */
export const bestAdFirst = (a: string) =>
  sql.raw(`(${a}.thumbnail_status = 'archived' and ${a}.thumbnail_key is not null) desc,
    ${a}.ad_delivery_start_time desc nulls last, ${a}.id desc`);

/**
 * The offer's creatives with the most ads (offer_domain_creatives: ads per domain and creative, kept
 * by the fold; call after one), each shown by its best ad (`bestAdFirst`). `creatives` is how
 * many there are (offer_domain_creative_counts). The order is the (domain, ads desc nulls last) index's.
 */
export const offerCreatives = async (db: DbOrTx, domain: string, limit: number) =>
  rowsOf<OfferCreativeRow>(
    await db.execute(sql`
      with top as (
        select c.creative_key as key, c.ads, c.active_ads from offer_domain_creatives c
        where c.landing_domain = ${domain} order by c.ads desc nulls last, c.creative_key limit ${limit}
      )
      select top.*,
        (select n.creatives from offer_domain_creative_counts n where n.landing_domain = ${domain}) as creatives,
        b.id as ad_id, b.ad_archive_id, b.page_name, b.ad_creative_link_titles[1] as title,
        b.ad_creative_bodies[1] as body, b.creative_media_url, b.media_type,
        b.ad_delivery_start_time as started_at, b.ad_delivery_stop_time as stopped_at,
        case when b.thumbnail_status = 'archived' then b.thumbnail_key end as thumbnail_key
      from top
      cross join lateral (
        select a.* from advertisements a
        where a.landing_domain = ${domain} and ${creativeKey('a')} = top.key and a.corroborated
        order by ${bestAdFirst('a')}
        limit 1
      ) b
      order by top.ads desc, top.key`),
  );

export interface VelocityRow {
  day: string;
  new_ads: number;
  active_ads: number;
  new_pages: number;
}

/**
 * New ads, active ads and pages joining per UTC day over the last `days` days (today included),
 * from the domain's flows (offer_domain_flows) only: the ads active on D are every start up to D
 * minus every stop before D, and a page joins on the first day it started an ad. Call after a fold.
 */
export const offerVelocity = async (db: DbOrTx, domain: string, days: number) =>
  rowsOf<VelocityRow>(
    await db.execute(sql`
      with bounds as (
        select (now() at time zone 'UTC')::date as today,
          (now() at time zone 'UTC')::date - ${days - 1}::int as since
      ), f as (
        select t.day, t.page_id, t.started, t.stopped from offer_domain_flows t where t.landing_domain = ${domain}
      ), calendar as (
        select g::date as day from bounds, generate_series(bounds.since, bounds.today, interval '1 day') g
      ), daily as (
        select f.day, sum(f.started)::int as started, sum(f.stopped)::int as stopped
        from f, bounds where f.day >= bounds.since and f.day <= bounds.today group by f.day
      ), before as (
        select coalesce(sum(f.started), 0)::int as started, coalesce(sum(f.stopped), 0)::int as stopped
        from f, bounds where f.day < bounds.since
      ), joins as (
        select x.first_day, count(*)::int as pages
        from (select f.page_id, min(f.day) as first_day from f where f.page_id <> '' and f.started > 0 group by 1) x
        group by 1
      )
      select to_char(c.day, 'YYYY-MM-DD') as day, coalesce(d.started, 0) as new_ads,
        (b.started + sum(coalesce(d.started, 0)) over w
          - (b.stopped + sum(coalesce(d.stopped, 0)) over w - coalesce(d.stopped, 0)))::int as active_ads,
        coalesce(j.pages, 0) as new_pages
      from calendar c cross join before b
      left join daily d on d.day = c.day
      left join joins j on j.first_day = c.day
      window w as (order by c.day)
      order by c.day`),
  );
