import { eq, inArray } from 'drizzle-orm';
import { chunksOf } from '../../../db/chunks';
import type { DbOrTx } from '../../../db/client';
import { adObservations, advertisements } from '../../../db/schema';
import { lockAdsById, updateAd } from '../ads-ingest.repo';
import { ensureBaselineClaims } from './baseline';
import { latestClaims, purgeClaimsOf } from './claims.repo';
import { deriveAd } from './derive';
import { type AdChanges, changesFor, type ExistingAd } from './row';

const TEXT_COLUMNS = [
  'pageName',
  'pageId',
  'adCreativeBodies',
  'adCreativeLinkTitles',
  'adCreativeLinkCaptions',
  'adCreativeLinkDescriptions',
  'landingUrl',
  'landingDomain',
  'cta',
  'adDeliveryStartTime',
] as const;

/** What a purge changed in the library, ad by ad, as an admin reads it. */
export interface PurgeEffects {
  observationsRemoved: number;
  claimsPurged: number;
  adsRecomputed: number;
  adsChanged: number;
  restarted: number;
  stopped: number;
  takedownsUndone: number;
  thumbnailsRedone: number;
  textsRestored: number;
  countsCorrected: number;
  leftSignals: number;
  removedAds: { id: string; thumbnailKey: string | null }[];
  /** Ads whose thumbnail must be made again from the creative the others saw. */
  thumbnailsDue: string[];
}

const tally = (effects: PurgeEffects, row: ExistingAd, changes: AdChanges) => {
  if (Object.keys(changes).length === 0) return;
  effects.adsChanged += 1;
  if ('adDeliveryStopTime' in changes) {
    if (changes.adDeliveryStopTime === null) effects.restarted += 1;
    else if (row.adDeliveryStopTime === null) effects.stopped += 1;
  }
  if (changes.isTakenDown === false) effects.takedownsUndone += 1;
  if (changes.thumbnailStatus === 'pending') effects.thumbnailsRedone += 1;
  if (TEXT_COLUMNS.some((k) => k in changes)) effects.textsRestored += 1;
  if ('collationCount' in changes) effects.countsCorrected += 1;
  if (changes.corroborated === false) effects.leftSignals += 1;
};

/**
 * An admin's purge of one account, live or deleted: its claims stop counting (they are kept,
 * marked purged), its observations go, and every ad it ever spoke of is derived again from the
 * claims left, so stops, take-downs, thumbnails, texts, counts and offer signals it bent return
 * to what the others said. Ads nobody else spoke of are removed. Runs in the caller's transaction.
 */
export const purgeContributor = async (tx: DbOrTx, userId: string, now: Date): Promise<PurgeEffects> => {
  const observed = await tx
    .select({ id: adObservations.advertisementId })
    .from(adObservations)
    .where(eq(adObservations.userId, userId));
  const touched = new Set(observed.map((r) => r.id));
  // Rows written before claims were kept get their creator's claim first, so it is purged too.
  const rows: ExistingAd[] = [];
  const lockRows = async (ids: string[]) => {
    rows.push(...(await lockAdsById(tx, ids)));
  };
  await lockRows([...touched]);
  await ensureBaselineClaims(
    tx,
    rows,
    await latestClaims(
      tx,
      rows.map((r) => r.id),
    ),
  );
  const claimed = await purgeClaimsOf(tx, userId, now);
  const more = claimed.filter((id) => !touched.has(id));
  await lockRows(more);
  const removedObservations = await tx
    .delete(adObservations)
    .where(eq(adObservations.userId, userId))
    .returning({ id: adObservations.id });

  const effects: PurgeEffects = {
    observationsRemoved: removedObservations.length,
    claimsPurged: claimed.length,
    adsRecomputed: rows.length,
    adsChanged: 0,
    restarted: 0,
    stopped: 0,
    takedownsUndone: 0,
    thumbnailsRedone: 0,
    textsRestored: 0,
    countsCorrected: 0,
    leftSignals: 0,
    removedAds: [],
    thumbnailsDue: [],
  };
  const latest = await latestClaims(
    tx,
    rows.map((r) => r.id),
  );
  const orphans: string[] = [];
  for (const row of rows) {
    const claims = latest.get(row.id);
    if (!claims?.length) {
      orphans.push(row.id);
      continue;
    }
    const changes = changesFor(row, deriveAd(claims), now);
    tally(effects, row, changes);
    if (changes.thumbnailStatus === 'pending') effects.thumbnailsDue.push(row.id);
    if (Object.keys(changes).length > 0) await updateAd(tx, row.id, changes, { seen: false });
  }
  for (const chunk of chunksOf(orphans, 5000))
    effects.removedAds.push(
      ...(await tx
        .delete(advertisements)
        .where(inArray(advertisements.id, chunk))
        .returning({ id: advertisements.id, thumbnailKey: advertisements.thumbnailKey })),
    );
  return effects;
};
