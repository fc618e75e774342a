import type { NormalizedAd } from '@sniperads/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { chunksOf } from '../../../db/chunks';
import type { DbOrTx } from '../../../db/client';
import { adClaims, adObservations } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import type { Claim } from './derive';

export interface NewClaim {
  advertisementId: string;
  contributorId: string | null;
  tokenId: string | null;
  source: 'extension' | 'admin' | 'meta' | 'demo';
  trusted: boolean;
  shape: string;
  ad: NormalizedAd;
  claimHash: string;
  effect: string[];
  observedAt?: Date;
}

/** A stored claim with what deriving needs. */
export interface StoredClaim extends Claim {
  advertisementId: string;
  claimHash: string;
}

/** Claims of server-side sources without an account are keyed by their source. */
const contributorKey = sql<string>`coalesce(${adClaims.contributorId}::text, ${adClaims.source})`;

/** Appends claims, in statements that stay far below PostgreSQL's 65,535 bind parameters. */
export const insertClaims = async (tx: DbOrTx, rows: NewClaim[]) => {
  for (const chunk of chunksOf(rows, 1000)) {
    await tx.insert(adClaims).values(
      chunk.map((r) => ({
        id: newId(),
        advertisementId: r.advertisementId,
        contributorId: r.contributorId,
        tokenId: r.tokenId,
        source: r.source,
        trusted: r.trusted,
        shape: r.shape,
        claim: r.ad,
        claimHash: r.claimHash,
        effect: r.effect,
        ...(r.observedAt ? { observedAt: r.observedAt } : {}),
      })),
    );
  }
};

/**
 * Each contributor's latest unpurged claim on each of these ads, with when they first spoke of it.
 * The latest per contributor is all consensus reads: a contributor repeating themselves is one voice.
 */
export const latestClaims = async (tx: DbOrTx, adIds: string[]) => {
  const byAd = new Map<string, StoredClaim[]>();
  for (const chunk of chunksOf(adIds, 5000)) {
    const rows = await tx
      .selectDistinctOn([adClaims.advertisementId, contributorKey], {
        advertisementId: adClaims.advertisementId,
        contributor: contributorKey,
        trusted: adClaims.trusted,
        at: adClaims.observedAt,
        firstAt: sql<
          Date | string
        >`min(${adClaims.observedAt}) over (partition by ${adClaims.advertisementId}, ${contributorKey})`,
        claim: adClaims.claim,
        claimHash: adClaims.claimHash,
      })
      .from(adClaims)
      .where(and(inArray(adClaims.advertisementId, chunk), isNull(adClaims.purgedAt)))
      .orderBy(
        adClaims.advertisementId,
        contributorKey,
        sql`${adClaims.observedAt} desc`,
        sql`${adClaims.id} desc`,
      );
    for (const r of rows) {
      const claim: StoredClaim = {
        advertisementId: r.advertisementId,
        contributor: r.contributor,
        trusted: r.trusted,
        at: r.at,
        firstAt: new Date(r.firstAt),
        ad: r.claim as NormalizedAd,
        claimHash: r.claimHash,
      };
      byAd.set(r.advertisementId, [...(byAd.get(r.advertisementId) ?? []), claim]);
    }
  }
  return byAd;
};

/** Who created these ads, from the observations kept before claims were (at most one each). */
export const creatorsOf = async (tx: DbOrTx, adIds: string[]) => {
  const creators = new Map<string, { userId: string | null; source: NewClaim['source'] }>();
  for (const chunk of chunksOf(adIds, 5000)) {
    const rows = await tx
      .select({
        id: adObservations.advertisementId,
        userId: adObservations.userId,
        source: adObservations.source,
      })
      .from(adObservations)
      .where(and(inArray(adObservations.advertisementId, chunk), eq(adObservations.createdAd, true)));
    for (const r of rows) creators.set(r.id, { userId: r.userId, source: r.source });
  }
  return creators;
};

/** Marks every unpurged claim of the account purged; returns the ads they were about. */
export const purgeClaimsOf = async (tx: DbOrTx, contributorId: string, at: Date) => {
  const rows = await tx
    .update(adClaims)
    .set({ purgedAt: at })
    .where(and(eq(adClaims.contributorId, contributorId), isNull(adClaims.purgedAt)))
    .returning({ id: adClaims.advertisementId });
  return [...new Set(rows.map((r) => r.id))];
};
