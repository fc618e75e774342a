import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql';

export interface GroupCounts {
  key: string;
  ads: number;
  creatives: number;
  pages: number;
}

/**
 * The offers' own counts, from the summaries kept on ingest (never a scan of a domain's ads): ads
 * and pages from the day buckets (offer_domain_days), independent creatives from
 * offer_domain_creative_counts. The queue is folded first, so they are exact as of this read; like
 * the offer page, they count corroborated ads only.
 */
export const domainGroupCounts = async (db: DbOrTx, domains: string[]): Promise<GroupCounts[]> => {
  if (domains.length === 0) return [];
  await db.execute(sql`select ad_summaries_fold(true)`);
  return rowsOf<GroupCounts>(
    await db.execute(sql`
      select d.landing_domain as key, sum(d.ads)::int as ads,
        (count(distinct d.page_id) filter (where d.page_id <> ''))::int as pages,
        coalesce((select n.creatives from offer_domain_creative_counts n
          where n.landing_domain = d.landing_domain), 0)::int as creatives
      from offer_domain_days d
      where d.landing_domain in (${sql.join(
        domains.map((d) => sql`${d}`),
        sql`, `,
      )})
      group by d.landing_domain`),
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
