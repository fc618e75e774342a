import { INGEST_REASONS, type NormalizedAd } from './normalized';

/** Meta opened its Ad Library in 2018: no ad it shows can have run before that. */
export const AD_LIBRARY_EPOCH = Date.UTC(2018, 0, 1);
/** A start date may be a day and a half ahead of our clock (time zones, date-only dates). */
export const AD_START_SKEW_MS = 36 * 60 * 60 * 1000;
/** Ads sharing one creative on the Ad Library; real groups stay in the hundreds. */
export const AD_COLLATION_MAX = 10_000;

/**
 * Why a mapped ad cannot be what the Ad Library showed (null when it can). Applied to every source
 * before anything is stored: a date years ahead would otherwise head everyone's newest-first list.
 */
export const implausibilityOf = (ad: NormalizedAd, now: Date): string | null => {
  const start = ad.start_time ? Date.parse(ad.start_time) : null;
  const stop = ad.stop_time ? Date.parse(ad.stop_time) : null;
  if (start !== null && start > now.getTime() + AD_START_SKEW_MS) return INGEST_REASONS.futureDate;
  if ((start !== null && start < AD_LIBRARY_EPOCH) || (stop !== null && stop < AD_LIBRARY_EPOCH))
    return INGEST_REASONS.tooOld;
  if (start !== null && stop !== null && stop < start) return INGEST_REASONS.stopBeforeStart;
  if (ad.collation_count !== null && ad.collation_count > AD_COLLATION_MAX)
    return INGEST_REASONS.implausibleCount;
  return null;
};
