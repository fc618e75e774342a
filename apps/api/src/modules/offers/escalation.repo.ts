import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { advertisements } from '../../db/schema';
import { rowsOf } from '../../db/sql';

export interface DomainStatsRow {
  landing_domain: string;
  total_ads: number;
  active_ads: number;
  distinct_pages: number;
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

/**
 * Per landing domain, what the escalation score is made of. Only ads seen in the last
 * `recentDays` count: an offer nobody has pushed for months is not scaling.
 */
export const domainStats = async (
  db: DbOrTx,
  options: { domains?: string[]; niche?: string; minAds?: number; recentDays?: number },
) => {
  const a = advertisements;
  const conds: SQL[] = [sql`${a.landingDomain} is not null`];
  if (options.domains) {
    if (options.domains.length === 0) return [];
    conds.push(
      sql`${a.landingDomain} in (${sql.join(
        options.domains.map((d) => sql`${d}`),
        sql`, `,
      )})`,
    );
  }
  if (options.recentDays)
    conds.push(sql`${a.lastSeenAt} >= now() - make_interval(days => ${options.recentDays})`);
  const having = options.minAds ? sql`having count(*) >= ${options.minAds}` : sql``;
  const nicheFilter = options.niche ? sql`where niche = ${options.niche}` : sql``;
  const result = await db.execute(sql`
    select * from (
      select ${a.landingDomain} as landing_domain,
        count(*)::int as total_ads,
        (count(*) filter (where ${a.adDeliveryStopTime} is null))::int as active_ads,
        count(distinct ${a.pageId})::int as distinct_pages,
        coalesce(floor(max(extract(epoch from now() - ${a.adDeliveryStartTime}) / 86400)
          filter (where ${a.adDeliveryStopTime} is null)), 0)::int as max_days_running,
        (count(*) filter (where ${a.adDeliveryStartTime} >= now() - interval '7 days'))::int as new_ads_7d,
        min(${a.firstSeenAt}) as first_seen_at,
        max(${a.lastSeenAt}) as last_seen_at,
        mode() within group (order by ${a.niche}) as niche,
        mode() within group (order by ${a.pageName}) as top_page_name,
        (array_agg(${a.adCreativeLinkTitles}[1] order by ${a.adDeliveryStartTime} desc nulls last))[1] as title,
        (array_agg(${a.creativeMediaUrl} order by ${a.adDeliveryStartTime} desc nulls last))[1] as creative_media_url,
        (array_agg(${a.thumbnailKey} order by ${a.adDeliveryStartTime} desc nulls last) filter (where ${a.thumbnailStatus} = 'archived'))[1] as thumbnail_key,
        (array_agg(${a.id} order by ${a.adDeliveryStartTime} desc nulls last))[1] as sample_ad_id
      from ${a}
      where ${sql.join(conds, sql` and `)}
      group by ${a.landingDomain}
      ${having}
    ) s ${nicheFilter}`);
  return rowsOf<DomainStatsRow>(result);
};
