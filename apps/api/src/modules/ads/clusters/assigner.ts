import { toStoredHash } from '@sniperads/contract';
import { and, asc, gt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { advertisements } from '../../../db/schema';
import { loggableError } from '../../../lib/loggable-error';
import type { MediaStorage } from '../../../lib/media/storage';
import { imageHashOf } from '../../media/thumbnail.image';
import { assignClusters } from './assign';

const a = advertisements;
/** Ads read per step of the pass. */
const BATCH = 200;
/** Clustered rows assigned by the pass before it first refreshes the planner's statistics. */
const ANALYZE_FIRST = 1000;

export interface ClusterAssigner {
  /**
   * Queues these ads for assignment (after an ingest, after a thumbnail); never throws, never blocks
   * the caller. Kicks that arrive while a batch runs are assigned together in the next one.
   */
  kick(adIds: readonly string[]): void;
  /**
   * The pass over every ad still waiting for its cluster whose thumbnail is settled: rows archived
   * before image hashes were kept get theirs from the stored thumbnail (no download), then all are
   * assigned. Walks the partial index in id order; returns how many were assigned.
   */
  runPending(): Promise<number>;
  /** Stops taking work and waits for the batch in hand. */
  stop(): Promise<void>;
}

const streamBytes = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/**
 * Assigns creative clusters in the background, one batch at a time in this process (an advisory
 * lock orders replicas): kicked ads as they come, and the pass over what is left pending (rows
 * from before clusters, assignments a failure interrupted), which the server runs at start-up.
 */
export const createClusterAssigner = (deps: {
  db: Db;
  storage: MediaStorage;
  log: FastifyBaseLogger;
}): ClusterAssigner => {
  const { db, storage, log } = deps;
  const queue: string[] = [];
  let chain: Promise<unknown> = Promise.resolve();
  /** A drain is chained and has not started yet: it will take whatever is kicked meanwhile. */
  let drainQueued = false;
  let stopped = false;

  /** Runs `work` after whatever this process is already assigning. */
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work);
    chain = next.catch(() => undefined);
    return next;
  };

  const drain = async () => {
    while (!stopped && queue.length > 0) {
      const ids = queue.splice(0, BATCH);
      await assignClusters(db, ids).catch((err: unknown) =>
        log.warn({ reason: loggableError(err).message }, 'cluster assignment failed; the pass retries it'),
      );
    }
  };

  /** The image hash of an archived row that has none, read from its stored thumbnail. */
  const hashStoredThumbnail = async (id: string, key: string) => {
    try {
      const file = await storage.open(key);
      return file ? toStoredHash(await imageHashOf(await streamBytes(file.stream))) : null;
    } catch (err) {
      log.warn({ adId: id, reason: loggableError(err).message }, 'stored thumbnail not hashed');
      return null;
    }
  };

  const runPending = async () => {
    let assigned = 0;
    let analyzedAt = 0;
    for (let after = ''; !stopped; ) {
      const rows = await db
        .select({ id: a.id, status: a.thumbnailStatus, key: a.thumbnailKey, imageHash: a.imageHash })
        .from(a)
        .where(
          and(
            sql`${a.clusterPending}`,
            ne(a.thumbnailStatus, 'pending'),
            after ? gt(a.id, after) : undefined,
          ),
        )
        .orderBy(asc(a.id))
        .limit(BATCH);
      if (rows.length === 0) break;
      const imageHashes = new Map<string, bigint>();
      for (const r of rows) {
        if (r.status !== 'archived' || !r.key || r.imageHash !== null) continue;
        const hash = await hashStoredThumbnail(r.id, r.key);
        if (hash !== null) imageHashes.set(r.id, hash);
      }
      const ids = rows.map((r) => r.id);
      assigned += await serially(() => assignClusters(db, ids, imageHashes));
      after = rows[rows.length - 1]!.id;
      // A library loaded unclustered (the demo seed) was analysed with no clustered row: the
      // planner then takes the band indexes (partial, on clustered rows) for empty and scans one
      // whole for each ad. The statistics follow the pass as it doubles the clustered rows.
      if (assigned >= Math.max(ANALYZE_FIRST, 2 * analyzedAt)) {
        await db.execute(sql`analyze advertisements (cluster_id)`);
        analyzedAt = assigned;
      }
    }
    return assigned;
  };

  return {
    kick(adIds) {
      if (stopped || adIds.length === 0) return;
      queue.push(...adIds);
      // Kicks arriving one ad at a time (the thumbnail archiver's) share the next batch.
      if (drainQueued) return;
      drainQueued = true;
      void serially(() => {
        drainQueued = false;
        return drain();
      });
    },
    runPending,
    async stop() {
      stopped = true;
      queue.length = 0;
      await chain;
    },
  };
};
