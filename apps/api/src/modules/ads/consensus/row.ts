import { createHash } from 'node:crypto';
import type { NormalizedAd } from '@sniperads/contract';
import type { AdvertisementRow, NewAdvertisementRow } from '../../../db/schema';
import { textHashOf } from '../clusters/text-hash';
import { type DerivedAd, mediaKey } from './derive';

export type ExistingAd = Omit<AdvertisementRow, 'searchVector'>;
export type AdChanges = Partial<Omit<ExistingAd, 'id'>>;

/** Hash of a claim: a contributor sending what they last said adds no claim. */
export const claimHashOf = (ad: NormalizedAd) =>
  createHash('sha256').update(JSON.stringify(ad)).digest('base64url').slice(0, 22);

const thumbnailDue = (source: string | null, now: Date) =>
  source
    ? {
        thumbnailSourceUrl: source,
        thumbnailStatus: 'pending' as const,
        thumbnailAttempts: 0,
        thumbnailNextAttemptAt: now,
        thumbnailError: null,
      }
    : { thumbnailSourceUrl: null, thumbnailStatus: 'none' as const };

/**
 * What a derived ad fills in every row, new or changed, as it is. The creative, the thumbnail's
 * source and the price follow their own rules (newRowOf, changesFor); `contributors` is no column.
 */
const shownColumns = ({
  creativeMediaUrl: _creative,
  mediaType: _mediaType,
  thumbnailSourceUrl: _thumbnail,
  price: _price,
  priceInstallments: _installments,
  contributors: _contributors,
  ...shown
}: DerivedAd) => shown;

/** A new library row from its first claim(s). */
export const newRowOf = (adArchiveId: string, d: DerivedAd, now: Date): NewAdvertisementRow => ({
  adArchiveId,
  ...shownColumns(d),
  creativeMediaUrl: d.creativeMediaUrl,
  mediaType: d.mediaType,
  price: d.price,
  priceInstallments: d.priceInstallments,
  pricePending: false,
  textHash: textHashOf(d),
  ...thumbnailDue(d.thumbnailSourceUrl, now),
  ...(d.thumbnailSourceUrl ? {} : { thumbnailNextAttemptAt: null }),
});

const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a instanceof Date ? a.getTime() : a) === (b instanceof Date ? b.getTime() : b)
    : JSON.stringify(a) === JSON.stringify(b);

/**
 * The columns of an existing row that differ from what its claims now derive. The archived
 * thumbnail is redone only when the creative itself changed (not its signed link), or revived
 * with a fresh link when it could not be made.
 */
export const changesFor = (row: ExistingAd, d: DerivedAd, now: Date): AdChanges => {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(shownColumns(d)))
    if (!same(row[key as keyof ExistingAd], value)) changes[key] = value;

  const creativeChanged =
    mediaKey(d.creativeMediaUrl ?? d.thumbnailSourceUrl) !==
    mediaKey(row.creativeMediaUrl ?? row.thumbnailSourceUrl);
  if (creativeChanged) {
    Object.assign(
      changes,
      { creativeMediaUrl: d.creativeMediaUrl, mediaType: d.mediaType },
      thumbnailDue(d.thumbnailSourceUrl, now),
    );
  } else if (
    row.thumbnailStatus !== 'archived' &&
    d.thumbnailSourceUrl &&
    d.thumbnailSourceUrl !== row.thumbnailSourceUrl
  ) {
    Object.assign(changes, thumbnailDue(d.thumbnailSourceUrl, now));
  }
  // What a cluster is judged on changed: the ad is assigned again (modules/ads/clusters).
  if ('adCreativeBodies' in changes || 'adCreativeLinkTitles' in changes)
    Object.assign(changes, { textHash: textHashOf(d), clusterPending: true });
  if (creativeChanged) Object.assign(changes, { imageHash: null, clusterPending: true });
  if ('collationId' in changes) changes.clusterPending = true;
  const price = row.price === null ? null : Number(row.price);
  if (price !== d.price || row.priceInstallments !== d.priceInstallments || row.pricePending)
    Object.assign(changes, { price: d.price, priceInstallments: d.priceInstallments, pricePending: false });
  return changes as AdChanges;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A row from before claims were kept, as the claim of whoever created it: it stays the first
 * writer's word, which later claims can outvote as they could any other.
 */
export const claimOfRow = (row: ExistingAd): NormalizedAd => ({
  ad_archive_id: row.adArchiveId,
  page_id: row.pageId,
  page_name: row.pageName,
  bodies: row.adCreativeBodies,
  titles: row.adCreativeLinkTitles,
  captions: row.adCreativeLinkCaptions,
  descriptions: row.adCreativeLinkDescriptions,
  creative_media_url: row.creativeMediaUrl,
  thumbnail_source_url: row.thumbnailSourceUrl,
  media_type: row.mediaType,
  ad_snapshot_url: row.adSnapshotUrl,
  cta: row.cta,
  landing_url: row.landingUrl,
  landing_domain: row.landingDomain,
  publisher_platforms: row.publisherPlatforms,
  languages: row.languages,
  countries: row.countries,
  start_time: iso(row.adDeliveryStartTime),
  stop_time: iso(row.adDeliveryStopTime),
  is_active: row.adDeliveryStopTime === null,
  collation_count: row.collationCount,
  collation_id: row.collationId,
  is_taken_down: row.isTakenDown,
  texts_truncated: row.textsTruncated,
  niche: row.niche as NormalizedAd['niche'],
  price: row.price === null ? null : { amount: Number(row.price), installments: row.priceInstallments },
});
