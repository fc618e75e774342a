import { CLUSTER_IMAGE_MAX_DISTANCE, CLUSTER_TEXT_MAX_DISTANCE, HASH_BANDS } from '@sniperads/contract';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { advertisements } from '../../../db/schema';
import { textHashOf } from './text-hash';

const a = advertisements;

/** One statement's worth of ads per transaction: the lock below is held for its length only. */
const CHUNK = 100;

/**
 * `((hash >> shift) & 65535) = band`, spelled as the band indexes are (migration creative_clusters),
 * so each probe is one index lookup.
 */
const bandEquals = (column: typeof a.imageHash | typeof a.textHash, hash: bigint, i: number): SQL => {
  const shifted = i === 0 ? sql`${column}` : sql`${column} >> ${sql.raw(String(i * 16))}`;
  return sql`((${shifted}) & 65535) = ${Number((hash >> BigInt(i * 16)) & 0xffffn)}`;
};

const bandProbes = (column: typeof a.imageHash | typeof a.textHash, hash: bigint | null) =>
  hash === null ? [] : Array.from({ length: HASH_BANDS }, (_, i) => bandEquals(column, hash, i));

/** A hash as a query parameter (drivers differ on how they send a bigint). */
const big = (hash: bigint | null) => (hash === null ? sql`null::bigint` : sql`${hash.toString()}::bigint`);

/** Bits that differ between two stored hashes (PostgreSQL 14+). */
const distance = (column: typeof a.imageHash | typeof a.textHash, hash: bigint) =>
  sql`bit_count((${column} # ${big(hash)})::bit(64))`;

type Pending = {
  id: string;
  imageHash: bigint | null;
  textHash: bigint | null;
  storedTextHash: bigint | null;
  collationId: string | null;
  bodies: string[];
  titles: string[];
};

/**
 * The cluster an ad joins: an ad Meta groups with it (same collation_id) first, else the nearest
 * near-identical creative (image and text within the contract's distances), found through one
 * equal band of either hash among ads already clustered; null when none is.
 */
const nearestCluster = async (tx: DbOrTx, ad: Pending) => {
  const probes = [
    ...(ad.collationId ? [eq(a.collationId, ad.collationId)] : []),
    ...(ad.imageHash === null
      ? []
      : [...bandProbes(a.imageHash, ad.imageHash), ...bandProbes(a.textHash, ad.textHash)]),
  ];
  if (probes.length === 0) return null;
  const sameGroup = ad.collationId ? sql`${a.collationId} = ${ad.collationId}` : sql`false`;
  const nearImage =
    ad.imageHash === null
      ? sql`false`
      : sql`${distance(a.imageHash, ad.imageHash)} <= ${CLUSTER_IMAGE_MAX_DISTANCE}`;
  const nearText =
    ad.textHash === null
      ? sql`${a.textHash} is null`
      : sql`${distance(a.textHash, ad.textHash)} <= ${CLUSTER_TEXT_MAX_DISTANCE}`;
  const gap =
    ad.imageHash === null
      ? null
      : sql`${distance(a.imageHash, ad.imageHash)} + coalesce(${ad.textHash === null ? sql`0` : distance(a.textHash, ad.textHash)}, 0)`;
  const [best] = await tx
    .select({ clusterId: a.clusterId })
    .from(a)
    .where(
      and(
        sql`${a.clusterId} is not null`,
        ne(a.id, ad.id),
        or(...probes),
        or(sameGroup, and(nearImage, nearText)),
      ),
    )
    .orderBy(...(ad.collationId ? [sql`(${sameGroup}) desc`] : []), ...(gap ? [gap] : []), asc(a.clusterId))
    .limit(1);
  return best?.clusterId ?? null;
};

/**
 * Assigns the cluster of each of these ads that waits for one and whose image hash is known or
 * will never be (its thumbnail is not pending). An ad joins the nearest existing cluster, or
 * founds its own (cluster_id = its id). Clusters are never merged: an ad near two clusters joins
 * the nearer and the two stay apart (merging would rewrite every member inside a request, and a
 * chain of small differences would drift one cluster over unrelated creatives).
 * Assignments are serialised by an advisory lock, so two copies of one creative arriving at once
 * cannot both found a cluster. Returns how many ads were assigned.
 */
export const assignClusters = async (db: Db, ids: readonly string[]) => {
  let assigned = 0;
  const sorted = [...new Set(ids)].sort();
  for (let i = 0; i < sorted.length; i += CHUNK) {
    const chunk = sorted.slice(i, i + CHUNK);
    assigned += await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('creative-clusters'))`);
      // A lookup reads a few dozen rows through the band indexes (~1 ms at 1,000,000 ads); the
      // planner, overestimating them, would start parallel workers that cost ten times that.
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      const pending: Pending[] = await tx
        .select({
          id: a.id,
          imageHash: a.imageHash,
          textHash: a.textHash,
          storedTextHash: a.textHash,
          collationId: a.collationId,
          bodies: a.adCreativeBodies,
          titles: a.adCreativeLinkTitles,
        })
        .from(a)
        .where(and(inArray(a.id, chunk), sql`${a.clusterPending}`, ne(a.thumbnailStatus, 'pending')))
        .orderBy(asc(a.id));
      let done = 0;
      for (const ad of pending) {
        // The texts decide (rows from before text hashes were kept have none yet).
        const textHash = textHashOf({ adCreativeBodies: ad.bodies, adCreativeLinkTitles: ad.titles });
        const clusterId = (await nearestCluster(tx, { ...ad, textHash })) ?? ad.id;
        // No row lock (an ingest locks rows in its own order): an ad whose hashes or grouping
        // changed since they were read stays pending, for the change's own assignment.
        const updated = await tx
          .update(a)
          .set({ clusterId, textHash, clusterPending: false })
          .where(
            and(
              eq(a.id, ad.id),
              sql`${a.clusterPending}`,
              sql`${a.imageHash} is not distinct from ${big(ad.imageHash)}`,
              sql`${a.textHash} is not distinct from ${big(ad.storedTextHash)}`,
              sql`${a.collationId} is not distinct from ${ad.collationId}`,
            ),
          )
          .returning({ id: a.id });
        done += updated.length;
      }
      return done;
    });
  }
  return assigned;
};
