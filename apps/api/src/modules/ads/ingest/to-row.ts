import type { NormalizedAd } from '@sniperads/contract';
import type { NewAdvertisementRow } from '../../../db/schema';

const dateOrNull = (v: string | null) => (v ? new Date(v) : null);

/** A new library row from a mapped ad; its thumbnail is pending when there is an image to take. */
export const toNewRow = (ad: NormalizedAd, now: Date): NewAdvertisementRow => ({
  adArchiveId: ad.ad_archive_id,
  pageId: ad.page_id,
  pageName: ad.page_name,
  adCreativeBodies: ad.bodies,
  adCreativeLinkTitles: ad.titles,
  adCreativeLinkCaptions: ad.captions,
  adCreativeLinkDescriptions: ad.descriptions,
  creativeMediaUrl: ad.creative_media_url,
  mediaType: ad.media_type,
  adSnapshotUrl: ad.ad_snapshot_url,
  publisherPlatforms: ad.publisher_platforms,
  languages: ad.languages,
  countries: ad.countries,
  adDeliveryStartTime: dateOrNull(ad.start_time),
  adDeliveryStopTime: stopTimeOf(ad, now),
  cta: ad.cta,
  landingUrl: ad.landing_url,
  landingDomain: ad.landing_domain,
  niche: ad.niche,
  price: ad.price?.amount ?? null,
  priceInstallments: ad.price?.installments ?? null,
  pricePending: false,
  collationCount: ad.collation_count,
  collationId: ad.collation_id,
  isTakenDown: ad.is_taken_down,
  textsTruncated: ad.texts_truncated,
  thumbnailSourceUrl: ad.thumbnail_source_url,
  thumbnailStatus: ad.thumbnail_source_url ? 'pending' : 'none',
  thumbnailNextAttemptAt: ad.thumbnail_source_url ? now : null,
});

/** An ad the page shows as inactive has stopped: at its end date, else when we saw it so. */
export const stopTimeOf = (ad: NormalizedAd, now: Date) =>
  ad.stop_time ? new Date(ad.stop_time) : ad.is_active === false ? now : null;
