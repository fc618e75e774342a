import { detectPrice, type NormalizedAd } from '@sniperads/contract';
import type { AdvertisementRow } from '../../../db/schema';
import { stopTimeOf } from './to-row';

type Existing = Omit<AdvertisementRow, 'searchVector'>;
export type AdChanges = Partial<Omit<Existing, 'id' | 'searchVector'>>;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * What one observation may change on an ad the library already has. The library is shared, so:
 * - anyone may fill what is empty and report that the ad stopped (or was taken down);
 * - only trusted sources (admins, the Meta connector) may overwrite what is already there.
 * Returns the changed columns only; an empty object means the observation added nothing.
 */
export const mergeObservation = (row: Existing, ad: NormalizedAd, trusted: boolean, now: Date): AdChanges => {
  const changes: AdChanges = {};
  const text = <K extends 'pageId' | 'cta' | 'landingUrl' | 'landingDomain' | 'adSnapshotUrl' | 'niche'>(
    key: K,
    value: string | null,
  ) => {
    if (value === null || row[key] === value) return;
    if (row[key] === null || trusted) (changes as Record<K, string>)[key] = value;
  };
  const list = <
    K extends
      | 'adCreativeBodies'
      | 'adCreativeLinkTitles'
      | 'adCreativeLinkCaptions'
      | 'adCreativeLinkDescriptions'
      | 'publisherPlatforms'
      | 'languages'
      | 'countries',
  >(
    key: K,
    value: string[],
  ) => {
    if (value.length === 0 || sameList(row[key], value)) return;
    if (row[key].length === 0 || trusted) changes[key] = value;
  };

  if (trusted && ad.page_name !== row.pageName) changes.pageName = ad.page_name;
  text('pageId', ad.page_id);
  list('adCreativeBodies', ad.bodies);
  list('adCreativeLinkTitles', ad.titles);
  list('adCreativeLinkCaptions', ad.captions);
  list('adCreativeLinkDescriptions', ad.descriptions);
  list('publisherPlatforms', ad.publisher_platforms);
  list('languages', ad.languages);
  list('countries', ad.countries);
  text('cta', ad.cta);
  text('landingUrl', ad.landing_url);
  text('landingDomain', ad.landing_domain);
  text('adSnapshotUrl', ad.ad_snapshot_url);
  text('niche', ad.niche);

  const creativeChanged =
    ad.creative_media_url !== null &&
    ad.creative_media_url !== row.creativeMediaUrl &&
    (row.creativeMediaUrl === null || trusted);
  if (creativeChanged) {
    changes.creativeMediaUrl = ad.creative_media_url;
    changes.mediaType = ad.media_type;
  }
  // fbcdn links expire: a fresh source revives a thumbnail that could not be made.
  const needsThumb = row.thumbnailStatus !== 'archived' || creativeChanged;
  if (ad.thumbnail_source_url && needsThumb && ad.thumbnail_source_url !== row.thumbnailSourceUrl) {
    changes.thumbnailSourceUrl = ad.thumbnail_source_url;
    changes.thumbnailStatus = 'pending';
    changes.thumbnailAttempts = 0;
    changes.thumbnailNextAttemptAt = now;
    changes.thumbnailError = null;
  }

  const start = ad.start_time ? new Date(ad.start_time) : null;
  if (start && !sameTime(start, row.adDeliveryStartTime) && (row.adDeliveryStartTime === null || trusted))
    changes.adDeliveryStartTime = start;

  const stop = stopTimeOf(ad, now);
  const currentStop = row.adDeliveryStopTime;
  if (stop && !currentStop) changes.adDeliveryStopTime = stop;
  else if (trusted && !stop && currentStop && ad.is_active !== false) changes.adDeliveryStopTime = null;
  else if (trusted && ad.stop_time && currentStop && !sameTime(new Date(ad.stop_time), currentStop))
    changes.adDeliveryStopTime = new Date(ad.stop_time);
  if (ad.is_taken_down && !row.isTakenDown) changes.isTakenDown = true;
  else if (trusted && !ad.is_taken_down && row.isTakenDown && ad.is_active === true)
    changes.isTakenDown = false;

  if (
    ad.collation_count !== null &&
    ad.collation_count !== row.collationCount &&
    (row.collationCount === null || trusted)
  )
    changes.collationCount = ad.collation_count;
  if (ad.collation_id !== null && row.collationId === null) changes.collationId = ad.collation_id;
  const keptTexts = [
    'adCreativeBodies',
    'adCreativeLinkTitles',
    'adCreativeLinkCaptions',
    'adCreativeLinkDescriptions',
  ];
  const textsChanged = keptTexts.some((k) => k in changes);
  if (ad.texts_truncated !== row.textsTruncated && textsChanged) changes.textsTruncated = ad.texts_truncated;
  // The price follows the texts the library keeps (rules/price.ts), in the mapper's reading order.
  if (textsChanged) {
    const merged = { ...row, ...changes };
    const price = detectPrice([
      ...merged.adCreativeLinkTitles,
      ...merged.adCreativeBodies,
      ...merged.adCreativeLinkCaptions,
      ...merged.adCreativeLinkDescriptions,
    ]);
    const amount = price?.amount ?? null;
    const installments = price?.installments ?? null;
    if (
      amount !== (row.price === null ? null : Number(row.price)) ||
      installments !== row.priceInstallments
    ) {
      changes.price = amount;
      changes.priceInstallments = installments;
    }
    changes.pricePending = false;
  }
  return changes;
};
