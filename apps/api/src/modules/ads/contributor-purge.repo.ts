import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adObservations, advertisements } from '../../db/schema';

const o = adObservations;
const a = advertisements;

/**
 * Removes the account's observations, then the ads it created that nobody else has observed
 * (their remaining observations would be someone else's). The candidate ads are locked first so a
 * concurrent ingest either commits its observation before the check or waits for the purge.
 * Fields the account filled on ads others also saw are kept.
 */
export const purgeContributions = async (tx: DbOrTx, userId: string) => {
  const created = tx
    .select({ id: o.advertisementId })
    .from(o)
    .where(and(eq(o.userId, userId), eq(o.createdAd, true)));
  await tx.select({ id: a.id }).from(a).where(inArray(a.id, created)).orderBy(a.id).for('update');
  const createdIds = (await created).map((r) => r.id);
  const removedObservations = await tx.delete(o).where(eq(o.userId, userId)).returning({ id: o.id });
  const removedAds =
    createdIds.length === 0
      ? []
      : await tx
          .delete(a)
          .where(
            and(
              inArray(a.id, createdIds),
              sql`not exists (select 1 from ${o} where ${o.advertisementId} = ${a.id})`,
            ),
          )
          .returning({ id: a.id, thumbnailKey: a.thumbnailKey });
  return { observationsRemoved: removedObservations.length, removedAds };
};
