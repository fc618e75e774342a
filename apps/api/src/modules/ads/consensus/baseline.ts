import type { DbOrTx } from '../../../db/client';
import { adsWithoutClaims, creatorsOf, insertClaims, type NewClaim } from './claims.repo';
import { claimHashOf, claimOfRow, type ExistingAd } from './row';

/**
 * Rows written before claims were kept (and the demo seeder's) get one claim first: their creator's,
 * as the row shows it, dated when the ad was first seen. Without it, the first new claim would
 * stand alone and rewrite the ad. A row with no known creator was written by the server: trusted.
 */
export const ensureBaselineClaims = async (tx: DbOrTx, rows: ExistingAd[]) => {
  if (rows.length === 0) return;
  const missing = new Set(
    await adsWithoutClaims(
      tx,
      rows.map((r) => r.id),
    ),
  );
  if (missing.size === 0) return;
  const creators = await creatorsOf(tx, [...missing]);
  const baselines: NewClaim[] = rows
    .filter((row) => missing.has(row.id))
    .map((row) => {
      const creator = creators.get(row.id) ?? { userId: null, source: 'demo' as const };
      const ad = claimOfRow(row);
      return {
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
    });
  await insertClaims(tx, baselines);
};
