import type { Favorite } from '@sniperads/contract';
import type { FavoriteRow } from '../../db/schema';
import { iso } from '../../db/sql';

export const mediaUrl = (key: string) => `/api/media/${key}`;

type FavoriteView = FavoriteRow & {
  studio: boolean;
  /** The library ad's own state now (favoriteSelection); null without one. */
  adRunning: boolean | null;
  adStopTime: string | null;
};

/**
 * The API's view of a favorite row; media points at our archived copy once it exists. A favorite
 * of a library ad runs and stops with that ad, as the ad's card says; one saved by address only
 * knows its own copy.
 */
export const toFavorite = (row: FavoriteView): Favorite => {
  const archived = row.mediaStatus === 'archived' && row.mediaKey;
  const linked = row.adRunning !== null;
  return {
    id: row.id,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    url: row.url,
    niche: row.niche,
    cta: row.cta,
    image: row.image,
    color: row.color,
    creative_media_url: row.creativeMediaUrl,
    ad_snapshot_url: row.adSnapshotUrl,
    page_name: row.pageName,
    ad_delivery_start_time: iso(row.adDeliveryStartTime),
    ad_delivery_stop_time: linked ? row.adStopTime : iso(row.adDeliveryStopTime),
    is_active: linked ? row.adRunning : row.adDeliveryStopTime ? false : null,
    ad_creative_link_titles: row.adCreativeLinkTitles,
    ad_creative_link_captions: row.adCreativeLinkCaptions,
    ad_creative_bodies: row.adCreativeBodies,
    platforms: row.platforms,
    publisher_platforms: row.publisherPlatforms,
    notes: row.notes,
    tags: row.tags,
    price: row.price === null ? null : Number(row.price),
    price_installments: row.price === null ? null : row.priceInstallments,
    source: row.source,
    advertisement_id: row.advertisementId,
    folder_id: row.folderId,
    studio: row.studio,
    media: {
      status: row.mediaStatus,
      url: archived ? mediaUrl(row.mediaKey!) : null,
      kind: archived ? (row.mediaContentType?.startsWith('video/') ? 'video' : 'image') : null,
      size_bytes: archived ? row.mediaSize : null,
    },
  };
};
