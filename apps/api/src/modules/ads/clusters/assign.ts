import {
  CLUSTER_IMAGE_MAX_DISTANCE,
  CLUSTER_TEXT_MAX_DISTANCE,
  fromStoredHash,
  HASH_BANDS,
  hamming64,
  sameCreative,
} from '@sniperads/contract';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { advertisements } from '../../../db/schema';
import { rowsOf } from '../../../db/sql';
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
  collationId: string | null;
};

/** Where an ad would go: the cluster, whether Meta groups them, and how many bits differ. */
type Match = { clusterId: string; group: boolean; gap: number };

const better = (x: Match | null, y: Match | null) => {
  if (!x || !y) return x ?? y;
  if (x.group !== y.group) return x.group ? x : y;
  if (x.gap !== y.gap) return x.gap < y.gap ? x : y;
  return x.clusterId <= y.clusterId ? x : y;
};

/**
 * The nearest clustered ad in the library: an ad Meta groups with it (same collation_id) first,
 * else the nearest near-identical creative (image and text within the contract's distances),
 * found through one equal band of either hash; null when none is.
 */
const nearestInLibrary = async (tx: DbOrTx, ad: Pending): Promise<Match | null> => {
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
    .select({
      clusterId: sql<string>`${a.clusterId}`,
      group: sql<boolean>`coalesce(${sameGroup}, false)`,
      gap: sql<number>`coalesce(${gap ?? sql`0`}, 0)::int`,
    })
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
  return best ? { ...best, group: Boolean(best.group), gap: Number(best.gap) } : null;
};

const fingerprint = (ad: Pending) => ({
  image: ad.imageHash === null ? null : fromStoredHash(ad.imageHash),
  text: ad.textHash === null ? null : fromStoredHash(ad.textHash),
});

/** The nearest of the ads assigned earlier in this batch (not written yet), by the same rule. */
const nearestInBatch = (ad: Pending, decided: readonly { ad: Pending; clusterId: string }[]) => {
  let best: Match | null = null;
  const mine = fingerprint(ad);
  for (const other of decided) {
    const group = ad.collationId !== null && other.ad.collationId === ad.collationId;
    const theirs = fingerprint(other.ad);
    if (!group && !sameCreative(mine, theirs)) continue;
    const gap =
      mine.image === null || theirs.image === null
        ? 0
        : hamming64(mine.image, theirs.image) +
          (mine.text === null || theirs.text === null ? 0 : hamming64(mine.text, theirs.text));
    best = better(best, { clusterId: other.clusterId, group, gap });
  }
  return best;
};

/**
 * Assigns the cluster of each of these ads that waits for one and whose image hash is known or
 * will never be (its thumbnail is not pending). An ad joins the nearest existing cluster, or
 * founds its own (cluster_id = its id). Clusters are never merged: an ad near two clusters joins
 * the nearer and the two stay apart (merging would rewrite every member inside a request, and a
 * chain of small differences would drift one cluster over unrelated creatives).
 * Assignments are serialised by an advisory lock, so two copies of one creative arriving at once
 * cannot both found a cluster, and each batch is written by one statement (one change-feed
 * notification, not one per ad). `imageHashes` fills rows that have none (thumbnails archived
 * before hashes were kept). Returns how many ads were assigned.
 */
export const assignClusters = async (
  db: Db,
  ids: readonly string[],
  imageHashes: ReadonlyMap<string, bigint> = new Map(),
) => {
  let assigned = 0;
  const sorted = [...new Set(ids)].sort();
  for (let i = 0; i < sorted.length; i += CHUNK) {
    const chunk = sorted.slice(i, i + CHUNK);
    assigned += await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('creative-clusters'))`);
      // A lookup reads a few dozen rows through the band indexes (~1 ms at 1,000,000 ads); the
      // planner, overestimating them, would start parallel workers that cost ten times that.
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      const rows = await tx
        .select({
          id: a.id,
          imageHash: a.imageHash,
          textHash: a.textHash,
          collationId: a.collationId,
          bodies: a.adCreativeBodies,
          titles: a.adCreativeLinkTitles,
        })
        .from(a)
        .where(and(inArray(a.id, chunk), sql`${a.clusterPending}`, ne(a.thumbnailStatus, 'pending')))
        .orderBy(asc(a.id));
      if (rows.length === 0) return 0;
      const decided: { ad: Pending; clusterId: string; read: (typeof rows)[number] }[] = [];
      for (const read of rows) {
        const ad: Pending = {
          id: read.id,
          imageHash: read.imageHash ?? imageHashes.get(read.id) ?? null,
          // The texts decide (rows from before text hashes were kept have none yet).
          textHash: textHashOf({ adCreativeBodies: read.bodies, adCreativeLinkTitles: read.titles }),
          collationId: read.collationId,
        };
        const match = better(await nearestInLibrary(tx, ad), nearestInBatch(ad, decided));
        decided.push({ ad, clusterId: match?.clusterId ?? ad.id, read });
      }
      // No row lock (an ingest locks rows in its own order): an ad whose hashes or grouping
      // changed since they were read stays pending, for the change's own assignment.
      const values = decided.map(
        ({ ad, clusterId, read }) =>
          sql`(${ad.id}::uuid, ${clusterId}::uuid, ${big(ad.imageHash)}, ${big(ad.textHash)}, ${big(read.imageHash)}, ${big(read.textHash)}, ${read.collationId}::text)`,
      );
      const updated = await tx.execute(sql`
        update ${a} t set cluster_id = v.cluster_id, image_hash = v.image_hash, text_hash = v.text_hash,
          cluster_pending = false
        from (values ${sql.join(values, sql`, `)}) as v(id, cluster_id, image_hash, text_hash, read_image, read_text, collation_id)
        where t.id = v.id and t.cluster_pending
          and t.image_hash is not distinct from v.read_image
          and t.text_hash is not distinct from v.read_text
          and t.collation_id is not distinct from v.collation_id
        returning t.id`);
      return rowsOf<{ id: string }>(updated).length;
    });
  }
  return assigned;
};
