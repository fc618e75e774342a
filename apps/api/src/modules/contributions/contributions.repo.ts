import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adObservations, advertisements } from '../../db/schema';

const o = adObservations;
const a = advertisements;

/** One page of the account's observations, newest first, with the ad they are about. */
export const listContributions = (db: DbOrTx, userId: string, page: number, perPage: number) =>
  db
    .select({
      id: o.id,
      source: o.source,
      createdAd: o.createdAd,
      fieldsChanged: o.fieldsChanged,
      times: o.times,
      firstObservedAt: o.firstObservedAt,
      lastObservedAt: o.lastObservedAt,
      adId: a.id,
      adArchiveId: a.adArchiveId,
      pageName: a.pageName,
      title: sql<string | null>`${a.adCreativeLinkTitles}[1]`,
      body: sql<string | null>`${a.adCreativeBodies}[1]`,
      landingDomain: a.landingDomain,
    })
    .from(o)
    .innerJoin(a, eq(a.id, o.advertisementId))
    .where(eq(o.userId, userId))
    .orderBy(desc(o.lastObservedAt), desc(o.id))
    .limit(perPage)
    .offset((page - 1) * perPage);

export type ContributionRow = Awaited<ReturnType<typeof listContributions>>[number];

/** Totals over every observation of the account (not only the page). */
export const contributionsSummary = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({
      observations: sql<number>`count(*)::int`,
      adsCreated: sql<number>`(count(*) filter (where ${o.createdAd}))::int`,
      adsFilled: sql<number>`(count(*) filter (where not ${o.createdAd} and cardinality(${o.fieldsChanged}) > 0))::int`,
      lastObservedAt: sql<Date | string | null>`max(${o.lastObservedAt})`,
    })
    .from(o)
    .where(eq(o.userId, userId));
  return row ?? { observations: 0, adsCreated: 0, adsFilled: 0, lastObservedAt: null };
};

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
