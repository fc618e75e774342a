import {
  CLUSTER_IMAGE_MAX_DISTANCE,
  CLUSTER_TEXT_MAX_DISTANCE,
  fromStoredHash,
  HASH_BANDS,
  hamming64,
  sameCreative,
} from '@sniperads/contract';
import { and, asc, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { advertisements } from '../../../db/schema';
import { rowsOf } from '../../../db/sql';
import { textHashOf } from './text-hash';

const a = advertisements;

/** One statement's worth of ads per transaction: the lock below is held for its length only. */
const CHUNK = 100;

export type Pending = {
  id: string;
  imageHash: bigint | null;
  textHash: bigint | null;
  collationId: string | null;
};

/** Where an ad would go: the cluster, whether Meta groups them, and how many bits differ. */
export type Match = { clusterId: string; group: boolean; gap: number };

/** The nearer of two candidate clusters: Meta's grouping first, then fewer bits, then the smaller id. */
export const better = (x: Match | null, y: Match | null) => {
  if (!x || !y) return x ?? y;
  if (x.group !== y.group) return x.group ? x : y;
  if (x.gap !== y.gap) return x.gap < y.gap ? x : y;
  return x.clusterId <= y.clusterId ? x : y;
};

/** A hash as a query parameter (drivers differ on how they send a bigint). */
export const big = (hash: bigint | null) =>
  hash === null ? sql`null::bigint` : sql`${hash.toString()}::bigint`;

/** Bits that differ between a library ad's hash and the pending ad's (PostgreSQL 14+). */
const distance = (column: 'image_hash' | 'text_hash') => `bit_count((a.${column} # v.${column})::bit(64))`;

/**
 * `((a.hash >> shift) & 65535) = ((v.hash >> shift) & 65535)` for each band, spelled as the band
 * indexes are (migration creative_clusters): inside the lateral below the pending ad's side is a
 * parameter, so each probe is one index lookup.
 */
const bandProbes = (column: 'image_hash' | 'text_hash', pending: string) =>
  Array.from({ length: HASH_BANDS }, (_, i) => {
    const shift = i === 0 ? '' : ` >> ${i * 16}`;
    return `((a.${column}${shift}) & 65535) = ((v.${pending}${shift}) & 65535)`;
  });

/**
 * For each pending ad, the nearest clustered ad in the library, in one statement: an ad Meta
 * groups with it (same collation_id) first, else the nearest near-identical creative (image and
 * text within the contract's distances), found through one equal band of either hash; then the
 * smallest gap, then the smallest cluster id. Each pending ad is a row of `values`, probed by a
 * lateral subquery that uses the band and collation indexes (one BitmapOr per ad) — the rule and
 * tie-breaks of a lookup per ad, without a round trip per ad. Text bands are probed only for an ad
 * with an image (`probe_text`): without one, only Meta's grouping joins it.
 */
const nearestInLibrary = async (tx: DbOrTx, ads: readonly Pending[]): Promise<Map<string, Match>> => {
  const rows = ads.filter((ad) => ad.collationId !== null || ad.imageHash !== null);
  if (rows.length === 0) return new Map();
  const values = rows.map(
    (ad) =>
      sql`(${ad.id}::uuid, ${big(ad.imageHash)}, ${big(ad.textHash)}, ${big(ad.imageHash === null ? null : ad.textHash)}, ${ad.collationId}::text)`,
  );
  const probes = [...bandProbes('image_hash', 'image_hash'), ...bandProbes('text_hash', 'probe_text')];
  const near = `${distance('image_hash')} <= ${CLUSTER_IMAGE_MAX_DISTANCE} and case when v.text_hash is null
    then a.text_hash is null else ${distance('text_hash')} <= ${CLUSTER_TEXT_MAX_DISTANCE} end`;
  // Null when the library ad has no image: such a match (Meta's grouping only) sorts after the others.
  const gap = `case when v.image_hash is null then 0
    else ${distance('image_hash')} + coalesce(${distance('text_hash')}, 0) end`;
  const found = await tx.execute(sql`
    select v.id, m.cluster_id as "clusterId", m.grp as "group", m.gap
    from (values ${sql.join(values, sql`, `)}) as v(id, image_hash, text_hash, probe_text, collation_id)
    cross join lateral (
      select a.cluster_id, coalesce(a.collation_id = v.collation_id, false) as grp,
        coalesce(${sql.raw(gap)}, 0)::int as gap
      from ${a} a
      where a.cluster_id is not null and a.id <> v.id
        and (a.collation_id = v.collation_id or ${sql.raw(probes.join(' or '))})
        and (a.collation_id = v.collation_id or (${sql.raw(near)}))
      order by grp desc, ${sql.raw(gap)}, a.cluster_id
      limit 1
    ) m`);
  return new Map(
    rowsOf<{ id: string; clusterId: string; group: boolean; gap: number }>(found).map((r) => [
      r.id,
      { clusterId: r.clusterId, group: Boolean(r.group), gap: Number(r.gap) },
    ]),
  );
};

const fingerprint = (ad: Pending) => ({
  image: ad.imageHash === null ? null : fromStoredHash(ad.imageHash),
  text: ad.textHash === null ? null : fromStoredHash(ad.textHash),
});

/** The nearest of the ads assigned earlier in this batch (not written yet), by the same rule. */
export const nearestInBatch = (ad: Pending, decided: readonly { ad: Pending; clusterId: string }[]) => {
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
      // Each ad's probe reads a few dozen rows through the band indexes; the planner,
      // overestimating them, would start parallel workers that cost ten times that.
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
      const pending = rows.map(
        (read): Pending => ({
          id: read.id,
          imageHash: read.imageHash ?? imageHashes.get(read.id) ?? null,
          // The texts decide (rows from before text hashes were kept have none yet).
          textHash: textHashOf({ adCreativeBodies: read.bodies, adCreativeLinkTitles: read.titles }),
          collationId: read.collationId,
        }),
      );
      // The library is read once for the whole chunk (nothing of it is written until the end);
      // the chunk's own ads, decided in id order, are compared in memory.
      const library = await nearestInLibrary(tx, pending);
      const decided: { ad: Pending; clusterId: string; read: (typeof rows)[number] }[] = [];
      for (const [k, ad] of pending.entries()) {
        const match = better(library.get(ad.id) ?? null, nearestInBatch(ad, decided));
        decided.push({ ad, clusterId: match?.clusterId ?? ad.id, read: rows[k]! });
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
