import type { DbOrTx } from '../../../db/client';
import { creatorsOf, insertClaims, type NewClaim, type StoredClaim } from './claims.repo';
import { claimHashOf, claimOfRow, type ExistingAd } from './row';

/**
 * Rows written before claims were kept (and the demo seeder's) get one claim first: their creator's,
 * as the row shows it, dated when the ad was first seen. Without it, the first new claim would
 * stand alone and rewrite the ad. A row with no known creator was written by the server: trusted.
 * `latest` is the rows' latest claims (claims.repo's latestClaims): rows missing from it get their
 * baseline stored and added to it, so the caller derives from it without reading again.
 */
export const ensureBaselineClaims = async (
  tx: DbOrTx,
  rows: ExistingAd[],
  latest: Map<string, StoredClaim[]>,
) => {
  const missing = rows.filter((row) => !latest.has(row.id));
  if (missing.length === 0) return;
  const creators = await creatorsOf(
    tx,
    missing.map((row) => row.id),
  );
  const baselines: NewClaim[] = missing.map((row) => {
    const creator = creators.get(row.id) ?? { userId: null, source: 'demo' as const };
    const ad = claimOfRow(row);
    const baseline = {
      advertisementId: row.id,
      contributorId: creator.userId,
      tokenId: null,
      source: creator.source,
      trusted: creator.source !== 'extension',
      shape: 'baseline',
      ad,
      claimHash: claimHashOf(ad),
      effect: [],
      observedAt: row.firstSeenAt,
    };
    latest.set(row.id, [
      {
        advertisementId: row.id,
        contributor: creator.userId ?? creator.source,
        trusted: baseline.trusted,
        firstAt: row.firstSeenAt,
        at: row.firstSeenAt,
        ad,
        claimHash: baseline.claimHash,
      },
    ]);
    return baseline;
  });
  await insertClaims(tx, baselines);
};
