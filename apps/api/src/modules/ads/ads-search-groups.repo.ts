import { OFFER_NEW_ADS_DAYS, OFFER_RECENT_DAYS } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import { type DbOrTx, primaryOf } from '../../db/client';
import { rowsOf } from '../../db/sql';

export interface GroupCounts {
  key: string;
  ads: number;
  creatives: number;
  pages: number;
}

/**
 * The offers' own counts, from the summaries kept on ingest (never a scan of a domain's ads or
 * buckets): ads and pages from the domains' all-time stats (offer_domain_stats, brought up to date
 * as the scaled offers do), independent creatives from offer_domain_creative_counts. Exact as of
 * this read; like the offer page, they count corroborated ads only.
 */
export const domainGroupCounts = async (db: DbOrTx, domains: string[]): Promise<GroupCounts[]> => {
  if (domains.length === 0) return [];
  await primaryOf(db).execute(
    sql`select offer_stats_refresh(${OFFER_RECENT_DAYS}::int, ${OFFER_NEW_ADS_DAYS}::int)`,
  );
  return rowsOf<GroupCounts>(
    await db.execute(sql`
      select s.landing_domain as key, s.total_ads as ads, s.distinct_pages as pages,
        coalesce(n.creatives, 0)::int as creatives
      from offer_domain_stats s
      left join offer_domain_creative_counts n on n.landing_domain = s.landing_domain
      where s.recent = false and s.total_ads is not null and s.landing_domain in (${sql.join(
        domains.map((d) => sql`${d}`),
        sql`, `,
      )})`),
  );
};

/**
 * A page's ads without a landing domain, and their independent creatives, through the (page,
 * domain) index: bounded by the one page's ads.
 */
export const pageGroupCounts = async (db: DbOrTx, pageIds: string[]): Promise<GroupCounts[]> => {
  if (pageIds.length === 0) return [];
  return rowsOf<GroupCounts>(
    await db.execute(sql`
      select a.page_id as key, count(*)::int as ads, count(distinct ad_creative_key(a))::int as creatives,
        1 as pages
      from advertisements a
      where a.page_id in (${sql.join(
        pageIds.map((p) => sql`${p}`),
        sql`, `,
      )}) and a.landing_domain is null
      group by a.page_id`),
  );
};
