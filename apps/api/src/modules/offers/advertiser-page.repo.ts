import { sql } from 'drizzle-orm';
import { type DbOrTx, primaryOf } from '../../db/client';
import { rowsOf } from '../../db/sql';
import type { OfferCreativeRow } from './offer-page.repo';

export interface AdvertiserHeaderRow {
  page_name: string;
  total_ads: number;
  active_ads: number;
}

/** A page's corroborated ads counted (through the ads' page index), under its latest name; null if none. */
export const advertiserHeader = async (db: DbOrTx, pageId: string): Promise<AdvertiserHeaderRow | null> => {
  const [row] = rowsOf<AdvertiserHeaderRow>(
    await db.execute(sql`
      select (array_agg(a.page_name order by a.last_seen_at desc, a.id desc))[1] as page_name,
        count(*)::int as total_ads, (count(*) filter (where a.ad_delivery_stop_time is null))::int as active_ads
      from advertisements a where a.page_id = ${pageId} and a.corroborated
      having count(*) > 0`),
  );
  return row ?? null;
};

/** The landing domains the page pushes, most ads first (ad_page_domains, after folding the queue). */
export const advertiserOffers = async (db: DbOrTx, pageId: string, limit: number) => {
  await primaryOf(db).execute(sql`select ad_summaries_fold(true)`);
  return rowsOf<{ landing_domain: string; ads: number; offers: number }>(
    await db.execute(sql`
      select t.landing_domain, t.ads, (count(*) over ())::int as offers from ad_page_domains t
      where t.page_id = ${pageId} order by t.ads desc, t.landing_domain limit ${limit}`),
  );
};

/** The page's newest ads, shaped as the offer page's creatives (one ad each). */
export const advertiserAds = async (db: DbOrTx, pageId: string, limit: number) =>
  rowsOf<Omit<OfferCreativeRow, 'creatives'>>(
    await db.execute(sql`
      select a.id::text as key, 1 as ads, (a.ad_delivery_stop_time is null)::int as active_ads, a.id as ad_id,
        a.ad_archive_id, a.page_name, a.ad_creative_link_titles[1] as title, a.ad_creative_bodies[1] as body,
        a.creative_media_url, a.media_type, a.ad_delivery_start_time as started_at, a.ad_delivery_stop_time as stopped_at,
        case when a.thumbnail_status = 'archived' then a.thumbnail_key end as thumbnail_key
      from advertisements a where a.page_id = ${pageId} and a.corroborated
      order by a.ad_delivery_start_time desc nulls last, a.id desc limit ${limit}`),
  );
