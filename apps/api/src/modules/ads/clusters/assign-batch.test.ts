import {
  CLUSTER_IMAGE_MAX_DISTANCE,
  CLUSTER_TEXT_MAX_DISTANCE,
  HASH_BANDS,
  toStoredHash,
} from '@sniperads/contract';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/helpers/database';
import type { Database, Db, DbOrTx } from '../../../db/client';
import { advertisements, type NewAdvertisementRow } from '../../../db/schema';
import { assignClusters, better, big, type Match, nearestInBatch, type Pending } from './assign';
import { textHashOf } from './text-hash';

const a = advertisements;

// ---------------------------------------------------------------------------------------------
// The one-by-one rule the batched assigner replaced: one indexed lookup per ad, then the chunk's
// own ads in memory. Kept here as the reference the batched statement must agree with. One
// difference from the code it was: Meta's grouping sorts first with `coalesce(…, false)` (the old
// `(collation_id = x) desc` put ads without a collation_id, whose comparison is null, first).
// ---------------------------------------------------------------------------------------------

const distance = (column: typeof a.imageHash | typeof a.textHash, hash: bigint) =>
  sql`bit_count((${column} # ${big(hash)})::bit(64))`;
const bandProbes = (column: typeof a.imageHash | typeof a.textHash, hash: bigint | null) =>
  hash === null
    ? []
    : Array.from({ length: HASH_BANDS }, (_, i) => {
        const shifted = i === 0 ? sql`${column}` : sql`${column} >> ${sql.raw(String(i * 16))}`;
        return sql`((${shifted}) & 65535) = ${Number((hash >> BigInt(i * 16)) & 0xffffn)}`;
      });

const nearestOneByOne = async (tx: DbOrTx, ad: Pending): Promise<Match | null> => {
  const probes: SQL[] = [
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
    .orderBy(
      ...(ad.collationId ? [sql`coalesce(${sameGroup}, false) desc`] : []),
      ...(gap ? [gap] : []),
      asc(a.clusterId),
    )
    .limit(1);
  return best ? { ...best, group: Boolean(best.group), gap: Number(best.gap) } : null;
};

/** The reference: chunks of 100 in id order, one lookup per ad, each chunk written before the next. */
const assignOneByOne = async (db: Db, ids: string[]) => {
  const sorted = [...ids].sort();
  for (let i = 0; i < sorted.length; i += 100) {
    await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: a.id,
          imageHash: a.imageHash,
          collationId: a.collationId,
          bodies: a.adCreativeBodies,
          titles: a.adCreativeLinkTitles,
        })
        .from(a)
        .where(and(inArray(a.id, sorted.slice(i, i + 100)), sql`${a.clusterPending}`))
        .orderBy(asc(a.id));
      const decided: { ad: Pending; clusterId: string }[] = [];
      for (const r of rows) {
        const ad: Pending = {
          id: r.id,
          imageHash: r.imageHash,
          textHash: textHashOf({ adCreativeBodies: r.bodies, adCreativeLinkTitles: r.titles }),
          collationId: r.collationId,
        };
        const match = better(await nearestOneByOne(tx, ad), nearestInBatch(ad, decided));
        decided.push({ ad, clusterId: match?.clusterId ?? ad.id });
      }
      for (const d of decided)
        await tx.update(a).set({ clusterId: d.clusterId, clusterPending: false }).where(eq(a.id, d.ad.id));
    });
  }
};

// ---------------------------------------------------------------------------------------------
// A mixed set: library clusters, then pending copies, look-alikes, Meta groups and strangers.
// ---------------------------------------------------------------------------------------------

/** mulberry32, so every run draws the same set. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const rand = seeded(27);
const int = (n: number) => Math.floor(rand() * n);
const WORDS = Array.from({ length: 400 }, (_, i) => `palavra${i.toString(36)}`);
const randomText = () => Array.from({ length: 24 }, () => WORDS[int(WORDS.length)]).join(' ');
/** The same text with `n` words replaced: a caption edited by a reseller. */
const editText = (text: string, n: number) => {
  const words = text.split(' ');
  for (let k = 0; k < n; k++) words[int(words.length)] = WORDS[int(WORDS.length)]!;
  return words.join(' ');
};
const randomHash = () => (BigInt(int(2 ** 32)) << 32n) | BigInt(int(2 ** 32));
/** The hash with `n` distinct bits flipped. */
const flip = (hash: bigint, n: number) => {
  const bits = new Set<number>();
  while (bits.size < n) bits.add(int(64));
  let h = hash;
  for (const b of bits) h ^= 1n << BigInt(b);
  return h;
};

interface Spec {
  image: bigint | null;
  text: string | null;
  collation?: string;
}
const row = (s: Spec, extra: Partial<NewAdvertisementRow> = {}): NewAdvertisementRow => {
  const bodies = s.text === null ? [] : [s.text];
  return {
    adArchiveId: `6${String(int(1e14)).padStart(14, '0')}`,
    pageId: String(1 + int(1e9)),
    pageName: 'Revenda',
    adCreativeBodies: bodies,
    adCreativeLinkTitles: [],
    imageHash: s.image === null ? null : toStoredHash(s.image),
    textHash: textHashOf({ adCreativeBodies: bodies, adCreativeLinkTitles: [] }),
    collationId: s.collation ?? null,
    thumbnailStatus: 'none',
    ...extra,
  };
};

let database: Database;
let pendingIds: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const bases = Array.from({ length: 30 }, () => ({ image: randomHash(), text: randomText() }));
  // The library: each base founds its cluster; some have a second member, a Meta group, or twins
  // in two clusters (equal distance: the smaller cluster id wins); one has no text, one no image.
  const library = await db
    .insert(a)
    .values([
      ...bases.map((b, k) =>
        row(k % 7 === 3 ? { image: b.image, text: null } : b, k % 5 === 0 ? { collationId: `lib-${k}` } : {}),
      ),
      row({ image: null, text: bases[1]!.text, collation: 'lib-noimage' }),
      ...bases.slice(0, 6).map((b) => row({ image: flip(b.image, 2), text: editText(b.text, 1) })),
    ])
    .returning({ id: a.id });
  // Each library ad founds its own cluster (the twins included: two clusters of one creative).
  await db.execute(sql`update advertisements set cluster_id = id, cluster_pending = false`);
  expect(library.length).toBe(37);

  const specs: Spec[] = [];
  for (let k = 0; k < 260; k++) {
    const b = bases[int(bases.length)]!;
    const kind = int(9);
    if (kind === 0)
      specs.push({
        image: flip(b.image, int(CLUSTER_IMAGE_MAX_DISTANCE + 1)),
        text: editText(b.text, int(3)),
      });
    else if (kind === 1)
      specs.push({ image: flip(b.image, int(4)), text: randomText() }); // look-alike
    else if (kind === 2)
      specs.push({ image: flip(b.image, 7 + int(6)), text: b.text }); // other picture
    else if (kind === 3)
      specs.push({ image: randomHash(), text: randomText(), collation: `lib-${5 * int(6)}` });
    else if (kind === 4) specs.push({ image: randomHash(), text: randomText(), collation: `new-${int(12)}` });
    else if (kind === 5)
      specs.push({ image: null, text: b.text, collation: int(2) ? 'lib-noimage' : undefined });
    else if (kind === 6) specs.push({ image: flip(b.image, int(3)), text: null });
    else if (kind === 7)
      specs.push({ image: randomHash(), text: randomText() }); // a stranger...
    else {
      // ...and its copies later in the set, which join it in the batch or from the library.
      const stranger = specs.findLast(
        (s) => s.collation === undefined && s.image !== null && s.text !== null,
      );
      specs.push(stranger ? { image: flip(stranger.image!, int(3)), text: editText(stranger.text!, 1) } : b);
    }
  }
  pendingIds = (
    await db
      .insert(a)
      .values(specs.map((s) => row(s)))
      .returning({ id: a.id })
  ).map((r) => r.id);
}, 60_000);
afterAll(() => database.close());

const clusterOf = async () =>
  new Map(
    (
      await database.db.select({ id: a.id, clusterId: a.clusterId }).from(a).where(inArray(a.id, pendingIds))
    ).map((r) => [r.id, r.clusterId]),
  );

describe('batched cluster assignment', () => {
  it('assigns each chunk the clusters the one-by-one lookups did', async () => {
    await assignOneByOne(database.db, pendingIds);
    const expected = await clusterOf();
    await database.db
      .update(a)
      .set({ clusterId: null, clusterPending: true })
      .where(inArray(a.id, pendingIds));

    // Three chunks of 100: later chunks find the earlier ones in the library.
    expect(await assignClusters(database.db, pendingIds)).toBe(pendingIds.length);
    const actual = await clusterOf();
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));

    // The set exercises every way of joining: the library, the batch, and founding.
    const values = [...actual.values()];
    const founders = pendingIds.filter((id) => actual.get(id) === id).length;
    const joinedLibrary = values.filter((c) => c !== null && !pendingIds.includes(c)).length;
    const joinedPending = pendingIds.filter(
      (id) => actual.get(id) !== id && pendingIds.includes(actual.get(id)!),
    ).length;
    expect(founders).toBeGreaterThan(50);
    expect(joinedLibrary).toBeGreaterThan(50);
    expect(joinedPending).toBeGreaterThan(10);
  });
});
