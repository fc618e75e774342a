import { toStoredHash } from '@sniperads/contract';
import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { adObservations, advertisements } from '../../db/schema';
import { loggableError } from '../../lib/loggable-error';
import { DownloadError, downloadMedia } from '../../lib/media/download';
import type { MediaStorage } from '../../lib/media/storage';
import { BACKOFF_MINUTES, LEASE_MINUTES, MAX_MEDIA_ATTEMPTS } from './media.archiver';
import {
  looksLikeVideoUrl,
  makeThumbnail,
  NotAnImageError,
  THUMBNAIL_SOURCE_MAX_BYTES,
} from './thumbnail.image';
import { isThumbnailKey, newThumbnailKey } from './thumbnail-keys';
import { createFairScheduler, type SchedulableRow } from './thumbnail-scheduler';

/** Ads claimed per round by the sweep: a lease covers them all, so it stays small. */
const BATCH = 10;
/** When a row handed back for a busy host is due again (not an attempt: nothing was tried). */
const BUSY_HOST_DEFER_MINUTES = 1;
/** Due rows looked at to build one fair batch (round-robin by contributor). */
const FAIR_WINDOW = 500;

export interface ThumbnailArchiver {
  /**
   * Queues these ads for a thumbnail now (after an ingest); never throws. `contributor` (the
   * account that sent them) shares the downloads fairly between accounts.
   */
  kick(adIds: string[], contributor?: string | null): void;
  /** Archives one ad's thumbnail if it is due; resolves when done. */
  archive(adId: string): Promise<void>;
  /** Takes one batch of due ads and archives them; returns how many were tried. */
  runDue(): Promise<number>;
  /** Deletes stored thumbnails (ads purged); failures are logged, never thrown. */
  remove(keys: string[]): Promise<void>;
  /**
   * Calls `listener` with each ad whose thumbnail was tried: it may now join its creative cluster
   * (the clusters plugin hands these to its batched queue, modules/ads/clusters/assigner.ts).
   */
  onSettled(listener: (adIds: readonly string[]) => void): void;
  start(): void;
  stop(): Promise<void>;
}

interface Claimed extends SchedulableRow {
  attempts: number;
  oldKey: string | null;
}

const a = advertisements;
const isDue = and(eq(a.thumbnailStatus, 'pending'), lte(a.thumbnailNextAttemptAt, sql`now()`));
/** The account whose observation created the ad (issue 25: fairness needs no new column). */
const contributorOf = sql<string | null>`(select o.user_id::text from ${adObservations} o
  where o.advertisement_id = ${a.id} and o.created_ad order by o.first_observed_at limit 1)`;

export const createThumbnailArchiver = (deps: {
  db: Db;
  storage: MediaStorage;
  config: Config;
  log: FastifyBaseLogger;
}): ThumbnailArchiver => {
  const { db, storage, config, log } = deps;
  const inFlight = new Set<Promise<unknown>>();
  const settledListeners: ((adIds: readonly string[]) => void)[] = [];
  let sweeping = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const returning = {
    id: a.id,
    source: a.thumbnailSourceUrl,
    attempts: a.thumbnailAttempts,
    oldKey: a.thumbnailKey,
    contributor: contributorOf,
  };

  /**
   * Leases the rows `which` picks, in one statement; SKIP LOCKED lets a second replica take other
   * rows instead of waiting, and `isDue` is re-checked after any lock wait.
   */
  const lease = (which: SQL): Promise<Claimed[]> =>
    db
      .update(a)
      .set({ thumbnailNextAttemptAt: sql`now() + make_interval(mins => ${LEASE_MINUTES})` })
      .where(
        and(
          inArray(a.id, db.select({ id: a.id }).from(a).where(which).for('update', { skipLocked: true })),
          isDue,
        ),
      )
      .returning(returning);

  /** The oldest due rows among `which`. */
  const claim = (which: SQL): Promise<Claimed[]> =>
    lease(
      sql`${a.id} in (${db
        .select({ id: a.id })
        .from(a)
        .where(and(isDue, which))
        .orderBy(a.thumbnailNextAttemptAt)
        .limit(BATCH)})`,
    );

  /**
   * Leases a batch of due rows taken in turns by contributor (each account's oldest first, then
   * each one's second…), so one account's backlog never fills a batch while another waits.
   */
  const claimDueFairly = (): Promise<Claimed[]> =>
    lease(sql`${a.id} in (select id from (
        select d.id, d.at, row_number() over (partition by d.contributor order by d.at) as turn
        from (
          select ${a.id} as id, ${a.thumbnailNextAttemptAt} as at, coalesce(${contributorOf}, '') as contributor
          from ${a} where ${isDue} order by ${a.thumbnailNextAttemptAt} limit ${FAIR_WINDOW}
        ) d
      ) r order by r.turn, r.at limit ${BATCH})`);

  const settle = (id: string, values: PgUpdateSetSource<typeof a>) =>
    db
      .update(a)
      .set(values)
      .where(and(eq(a.id, id), eq(a.thumbnailStatus, 'pending')))
      .returning({ id: a.id });

  const nothingToArchive = (row: Claimed) =>
    settle(row.id, {
      thumbnailStatus: 'none',
      thumbnailAttempts: row.attempts + 1,
      thumbnailNextAttemptAt: null,
      thumbnailError: null,
    });

  /**
   * A tried row may join its creative cluster: its id goes to the listeners (the clusters' queue,
   * which assigns in batches; its background pass retries what fails).
   */
  const archiveRow = async (row: Claimed) => {
    await archiveOne(row);
    for (const listener of settledListeners) listener([row.id]);
  };

  const archiveOne = async (row: Claimed) => {
    if (!row.source || looksLikeVideoUrl(row.source)) return void (await nothingToArchive(row));
    let key: string | null = null;
    try {
      const file = await downloadMedia(row.source, {
        maxBytes: Math.min(config.media.maxBytes, THUMBNAIL_SOURCE_MAX_BYTES),
        timeoutMs: config.media.thumbnailTimeoutMs,
        idleTimeoutMs: config.media.connectTimeoutMs,
        allowPrivate: config.media.allowPrivate,
      });
      if (file.kind === 'video') return void (await nothingToArchive(row));
      const { webp, imageHash } = await makeThumbnail(file.data);
      key = newThumbnailKey();
      await storage.put(key, webp);
      const [updated] = await settle(row.id, {
        thumbnailStatus: 'archived',
        thumbnailKey: key,
        imageHash: toStoredHash(imageHash),
        clusterPending: true,
        thumbnailAttempts: row.attempts + 1,
        thumbnailNextAttemptAt: null,
        thumbnailError: null,
      });
      // Purged (or re-queued) while downloading: keep no orphan file.
      if (!updated) await storage.remove(key);
      else if (row.oldKey && row.oldKey !== key) await removeKeys([row.oldKey]);
    } catch (err) {
      if (key) await storage.remove(key).catch(() => undefined);
      // A database error's message would carry its statement: only its short description is kept.
      const reason = loggableError(err).message;
      const attempts = row.attempts + 1;
      const retryable = err instanceof DownloadError ? err.retryable : !(err instanceof NotAnImageError);
      const giveUp = !retryable || attempts >= MAX_MEDIA_ATTEMPTS;
      const wait = BACKOFF_MINUTES[Math.min(attempts - 1, BACKOFF_MINUTES.length - 1)]!;
      await settle(row.id, {
        thumbnailStatus: giveUp ? 'failed' : 'pending',
        thumbnailAttempts: attempts,
        thumbnailNextAttemptAt: giveUp ? null : sql`now() + make_interval(mins => ${wait})`,
        thumbnailError: reason.slice(0, 500),
      });
      log.warn({ adId: row.id, attempts, giveUp, reason }, 'thumbnail failed');
    }
  };

  const scheduler = createFairScheduler<Claimed>({
    claim: (ids) => claim(inArray(a.id, ids)),
    work: archiveRow,
    // Not an attempt: nothing was tried.
    handBack: (row) =>
      settle(row.id, {
        thumbnailNextAttemptAt: sql`now() + make_interval(mins => ${BUSY_HOST_DEFER_MINUTES})`,
      }),
    track,
    isStopped: () => stopped,
    onError: (err, what, adId) => log.error(adId ? { err, adId } : { err }, what),
  });

  const removeKeys = async (keys: string[]) => {
    const valid = keys.filter(isThumbnailKey);
    if (valid.length < keys.length) log.warn({ keys }, 'thumbnail remove: ignored invalid keys');
    const results = await Promise.allSettled(valid.map((k) => storage.remove(k)));
    results.forEach((r, i) => {
      if (r.status === 'rejected') log.error({ err: r.reason, key: valid[i] }, 'thumbnail remove failed');
    });
  };

  function track<T>(p: Promise<T>) {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  }

  const runDue = async () => {
    const rows = await claimDueFairly();
    await scheduler.schedule(rows);
    return rows.length;
  };

  /** A tick keeps taking batches until nothing is due, so a backlog clears without waiting a tick per batch. */
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      let tried = 1;
      while (!stopped && tried > 0) tried = await runDue();
    } finally {
      sweeping = false;
    }
  };

  return {
    kick(adIds, contributor) {
      if (stopped || adIds.length === 0) return;
      scheduler.kick(adIds, contributor);
    },
    async archive(adId) {
      await scheduler.schedule(await claim(eq(a.id, adId)));
    },
    runDue,
    remove: removeKeys,
    onSettled(listener) {
      settledListeners.push(listener);
    },
    start() {
      stopped = false;
      if (timer || config.media.retryIntervalSeconds === 0) return;
      timer = setInterval(() => {
        track(sweep().catch((err: unknown) => log.error({ err }, 'thumbnail sweep failed')));
      }, config.media.retryIntervalSeconds * 1000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      scheduler.stop();
      await Promise.allSettled([...inFlight]);
    },
  };
};
