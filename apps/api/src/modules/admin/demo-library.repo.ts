import { sql } from 'drizzle-orm';
import { DEMO_AD_IDS } from '../../bootstrap/demo/ads/generator';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { DEMO_CREATIVE_PREFIX } from '../media/demo-creative';

/**
 * A demo ad: an id of the demo range whose creative is still the one the API draws for it (a
 * capture that reached one would have brought its own). Both are columns of the row, so the demo
 * needs no mark of its own.
 */
const isDemoAd = sql`ad_archive_id between ${DEMO_AD_IDS.first} and ${DEMO_AD_IDS.last}
  and creative_media_url = ${DEMO_CREATIVE_PREFIX} || ad_archive_id || '.svg'`;

export const demoLibraryStatus = async (db: DbOrTx) => {
  const [row] = rowsOf<{ has_demo: boolean; has_real: boolean }>(
    await db.execute(sql`select
      exists (select 1 from advertisements where ${isDemoAd}) as has_demo,
      -- Two exists, not one with an or: each is one range scan of the ids' index.
      exists (select 1 from advertisements where ad_archive_id < ${DEMO_AD_IDS.first})
        or exists (select 1 from advertisements where ad_archive_id > ${DEMO_AD_IDS.last}) as has_real`),
  );
  const hasDemo = Boolean(row?.has_demo);
  return { has_demo_ads: hasDemo, demo_only: hasDemo && !row?.has_real };
};

/**
 * How many ads hold a demo id: the removal's total, counted on the ids' index alone (a capture
 * that replaced a demo ad's creative is counted but not removed, so the job may end below it).
 */
export const countDemoAdIds = async (db: DbOrTx) => {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from advertisements
      where ad_archive_id between ${DEMO_AD_IDS.first} and ${DEMO_AD_IDS.last}`),
  );
  return Number(row?.n ?? 0);
};

/**
 * Deletes the next `limit` demo ads after the id `after` (a cursor, so no batch walks past the
 * index entries the earlier ones deleted); their claims and observations go with them (foreign
 * keys), and favorites keep their own copy (their link to the ad is set null). Returns the last id
 * deleted and the archived thumbnails to delete, if any demo ad ever got one.
 */
export const deleteDemoAdsBatch = async (db: DbOrTx, after: string, limit: number) => {
  const [row] = rowsOf<{ removed: number; last: string | null; keys: string[] | null }>(
    await db.execute(sql`with gone as (
      delete from advertisements where id in (
        select id from advertisements where ${isDemoAd} and ad_archive_id > ${after}
        order by ad_archive_id limit ${limit})
      returning ad_archive_id, thumbnail_key)
      select count(*)::int as removed, max(ad_archive_id) as last,
        array_agg(thumbnail_key) filter (where thumbnail_key is not null) as keys from gone`),
  );
  return { removed: Number(row?.removed ?? 0), last: row?.last ?? after, thumbnailKeys: row?.keys ?? [] };
};
