import { type Advertisement, adLibraryUrl, daysRunning, shownMediaUrl } from '@sniperads/contract';
import { iso } from '../../db/sql';
import { thumbnailUrl } from '../media/thumbnail-keys';
import type { SearchRow } from './ads-search.repo';

type AdRow = Omit<SearchRow, 'variations'>;

/**
 * The API's shape of an ad, with its derived signals; Meta's snapshot URL never leaves, and a
 * creative on a host that is neither our archive nor Meta's CDN is not shown (shownMediaUrl):
 * any account's capture feeds this shared library.
 */
export const toAdvertisement = (row: AdRow, variations: number, now = new Date()): Advertisement => ({
  id: row.id,
  ad_archive_id: row.adArchiveId,
  page_id: row.pageId,
  page_name: row.pageName,
  ad_creative_bodies: row.adCreativeBodies,
  ad_creative_link_titles: row.adCreativeLinkTitles,
  ad_creative_link_captions: row.adCreativeLinkCaptions,
  ad_creative_link_descriptions: row.adCreativeLinkDescriptions,
  creative_media_url: shownMediaUrl(row.creativeMediaUrl),
  media_type: row.mediaType,
  ad_snapshot_url: adLibraryUrl(row.adArchiveId),
  platforms: row.publisherPlatforms,
  publisher_platforms: row.publisherPlatforms,
  languages: row.languages,
  countries: row.countries,
  ad_delivery_start_time: iso(row.adDeliveryStartTime),
  ad_delivery_stop_time: iso(row.adDeliveryStopTime),
  cta: row.cta,
  landing_url: row.landingUrl,
  landing_domain: row.landingDomain,
  niche: row.niche,
  price: row.price === null ? null : Number(row.price),
  price_installments: row.priceInstallments,
  thumbnail_url:
    row.thumbnailStatus === 'archived' && row.thumbnailKey ? thumbnailUrl(row.thumbnailKey) : null,
  collation_count: row.collationCount,
  is_taken_down: row.isTakenDown,
  texts_truncated: row.textsTruncated,
  first_seen_at: iso(row.firstSeenAt),
  last_seen_at: iso(row.lastSeenAt),
  created_at: iso(row.createdAt),
  signals: {
    days_running: daysRunning(row.adDeliveryStartTime, row.adDeliveryStopTime, now),
    is_active: row.adDeliveryStopTime === null,
    variations: Math.max(1, variations),
  },
});
