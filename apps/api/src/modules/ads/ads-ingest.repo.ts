import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { advertisements, type NewAdvertisementRow } from '../../db/schema';

const keepUnlessNull = (column: string) => sql.raw(`coalesce(excluded.${column}, advertisements.${column})`);
const keepUnlessEmpty = (column: string) =>
  sql.raw(
    `case when cardinality(excluded.${column}) > 0 then excluded.${column} else advertisements.${column} end`,
  );

/**
 * Insert-or-update by Meta's ad id. A repeated ad refreshes what was sent (never blanking what
 * the library already knows) and its last_seen_at; first_seen_at and created_at stay.
 * `inserted` tells created from updated (xmax is 0 only for a freshly inserted tuple).
 */
export const upsertAds = async (db: DbOrTx, rows: NewAdvertisementRow[]) => {
  if (rows.length === 0) return [];
  return db
    .insert(advertisements)
    .values(rows)
    .onConflictDoUpdate({
      target: advertisements.adArchiveId,
      set: {
        pageId: keepUnlessNull('page_id'),
        pageName: sql.raw('excluded.page_name'),
        adCreativeBodies: keepUnlessEmpty('ad_creative_bodies'),
        adCreativeLinkTitles: keepUnlessEmpty('ad_creative_link_titles'),
        adCreativeLinkCaptions: keepUnlessEmpty('ad_creative_link_captions'),
        adCreativeLinkDescriptions: keepUnlessEmpty('ad_creative_link_descriptions'),
        creativeMediaUrl: keepUnlessNull('creative_media_url'),
        mediaType: sql.raw(
          `case when excluded.media_type <> 'none' then excluded.media_type else advertisements.media_type end`,
        ),
        adSnapshotUrl: keepUnlessNull('ad_snapshot_url'),
        publisherPlatforms: keepUnlessEmpty('publisher_platforms'),
        languages: keepUnlessEmpty('languages'),
        countries: keepUnlessEmpty('countries'),
        adDeliveryStartTime: keepUnlessNull('ad_delivery_start_time'),
        // A stop time only ever appears; an ad re-seen running keeps none.
        adDeliveryStopTime: sql.raw('excluded.ad_delivery_stop_time'),
        cta: keepUnlessNull('cta'),
        landingUrl: keepUnlessNull('landing_url'),
        landingDomain: keepUnlessNull('landing_domain'),
        niche: keepUnlessNull('niche'),
        lastSeenAt: sql`now()`,
      },
    })
    .returning({ adArchiveId: advertisements.adArchiveId, inserted: sql<boolean>`(xmax = 0)` });
};
