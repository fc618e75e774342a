import { OFFER_NEW_ADS_DAYS as NEW_ADS_DAYS, OFFER_RECENT_DAYS as RECENT_DAYS } from '@sniperads/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, primaryOf } from '../../db/client';
import { rowsOf } from '../../db/sql';

export interface DomainStatsRow {
  landing_domain: string;
  total_ads: number;
  active_ads: number;
  active_creatives: number;
  distinct_pages: number;
  /** All the offer's ads, creatives and pages, whatever the scope of the row (the offer page's). */
  offer_ads: number;
  offer_creatives: number;
  offer_pages: number;
  max_days_running: number;
  new_ads_7d: number;
  first_seen_at: Date | string | null;
  last_seen_at: Date | string | null;
  niche: string | null;
  top_page_name: string;
  title: string | null;
  creative_media_url: string | null;
  thumbnail_key: string | null;
  sample_ad_id: string | null;
}

export interface DomainStatsOptions {
  domains?: string[];
  niche?: string;
  minAds?: number;
  /** Only ads last seen in the last RECENT_DAYS UTC days (today included) count. */
  recent?: boolean;
}

export { OFFER_NEW_ADS_DAYS as NEW_ADS_DAYS, OFFER_RECENT_DAYS as RECENT_DAYS } from '@sniperads/contract';

/**
 * Per landing domain, what the escalation score is made of. Its scale is counted in independent
 * creatives with a running ad (offer_domain_creative_counts, kept by the same fold), so a creative
 * cloned under many pages counts once; the pages count each page once. Read from offer_domain_stats
 * (schema/ad-summaries.ts), one row per domain, after bringing it up to date: the changes queued
 * since the last fold are applied and the domains they touched recomputed from their buckets.
 * Whatever the scope, each row also carries the offer's all-time counts (its page's header).
 */
export const domainStats = async (db: DbOrTx, options: DomainStatsOptions): Promise<DomainStatsRow[]> => {
  if (options.domains?.length === 0) return [];
  await primaryOf(db).execute(sql`select offer_stats_refresh(${RECENT_DAYS}::int, ${NEW_ADS_DAYS}::int)`);
  const conds: SQL[] = [sql`s.recent = ${options.recent ?? false}`, sql`s.total_ads is not null`];
  if (options.domains)
    conds.push(
      sql`s.landing_domain in (${sql.join(
        options.domains.map((d) => sql`${d}`),
        sql`, `,
      )})`,
    );
  if (options.minAds) conds.push(sql`s.total_ads >= ${options.minAds}`);
  if (options.niche) conds.push(sql`s.niche = ${options.niche}`);
  const result = await db.execute(sql`
    select s.landing_domain, s.total_ads, s.active_ads, s.distinct_pages,
      coalesce(c.active_creatives, 0) as active_creatives,
      coalesce(o.total_ads, 0) as offer_ads, coalesce(c.creatives, 0) as offer_creatives,
      coalesce(o.distinct_pages, 0) as offer_pages,
      coalesce(floor(extract(epoch from now() - s.oldest_active_start) / 86400), 0)::int as max_days_running,
      s.new_ads as new_ads_7d,
      s.first_seen_at,
      (select max(a.last_seen_at) from advertisements a where a.landing_domain = s.landing_domain) as last_seen_at,
      s.niche,
      s.top_page_name,
      newest.ad_creative_link_titles[1] as title,
      newest.creative_media_url,
      s.newest_ad_id as sample_ad_id,
      thumb.thumbnail_key
    from offer_domain_stats s
    left join advertisements newest on newest.id = s.newest_ad_id
    left join advertisements thumb on thumb.id = s.thumb_ad_id
    left join offer_domain_creative_counts c on c.landing_domain = s.landing_domain
    left join offer_domain_stats o on o.landing_domain = s.landing_domain and o.recent = false
    where ${sql.join(conds, sql` and `)}`);
  return rowsOf<DomainStatsRow>(result);
};
