import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adClaims, adObservations, advertisements, auditLog } from '../../db/schema';

// Reads only: observations are written by the ads module's ingest, removed by its purge.
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
 * A deleted account that still has claims or observations in the library: the label the audit
 * log last gave it (its email), so its purge can still be asked for and recorded. Null otherwise.
 */
export const tombstoneOf = async (db: DbOrTx, userId: string) => {
  const [claim] = await db
    .select({ id: adClaims.id })
    .from(adClaims)
    .where(eq(adClaims.contributorId, userId))
    .limit(1);
  const [observation] = claim
    ? [claim]
    : await db.select({ id: o.id }).from(o).where(eq(o.userId, userId)).limit(1);
  if (!observation) return null;
  const [audit] = await db
    .select({ label: auditLog.targetLabel })
    .from(auditLog)
    .where(eq(auditLog.targetId, userId))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return { id: userId, email: audit?.label ?? null };
};
