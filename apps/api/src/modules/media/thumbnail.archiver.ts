import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { advertisements } from '../../db/schema';
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

/** Ads claimed per round: a lease covers them all, so it stays small. */
const BATCH = 10;
/** Downloads in flight at once within a batch. */
const PARALLEL = 4;

export interface ThumbnailArchiver {
  /** Queues these ads for a thumbnail now (after an ingest); never throws. */
  kick(adIds: string[]): void;
  /** Archives one ad's thumbnail if it is due; resolves when done. */
  archive(adId: string): Promise<void>;
  /** Takes one batch of due ads and archives them; returns how many were tried. */
  runDue(): Promise<number>;
  /** Deletes stored thumbnails (ads purged); failures are logged, never thrown. */
  remove(keys: string[]): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

type Claimed = { id: string; source: string | null; attempts: number; oldKey: string | null };

const a = advertisements;
const isDue = and(eq(a.thumbnailStatus, 'pending'), lte(a.thumbnailNextAttemptAt, sql`now()`));

export const createThumbnailArchiver = (deps: {
  db: Db;
  storage: MediaStorage;
  config: Config;
  log: FastifyBaseLogger;
}): ThumbnailArchiver => {
  const { db, storage, config, log } = deps;
  const inFlight = new Set<Promise<unknown>>();
  const queue: string[] = [];
  let draining: Promise<void> | null = null;
  let sweeping = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  /**
   * Leases due rows in one statement; SKIP LOCKED lets a second replica take other rows instead
   * of waiting, and the outer condition is re-checked after any lock wait.
   */
  const claim = async (which: SQL | undefined): Promise<Claimed[]> =>
    db
      .update(a)
      .set({ thumbnailNextAttemptAt: sql`now() + make_interval(mins => ${LEASE_MINUTES})` })
      .where(
        and(
          inArray(
            a.id,
            db
              .select({ id: a.id })
              .from(a)
              .where(and(isDue, which))
              .orderBy(a.thumbnailNextAttemptAt)
              .limit(BATCH)
              .for('update', { skipLocked: true }),
          ),
          isDue,
        ),
      )
      .returning({
        id: a.id,
        source: a.thumbnailSourceUrl,
        attempts: a.thumbnailAttempts,
        oldKey: a.thumbnailKey,
      });

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

  const archiveRow = async (row: Claimed) => {
    if (!row.source || looksLikeVideoUrl(row.source)) return void (await nothingToArchive(row));
    let key: string | null = null;
    try {
      const file = await downloadMedia(row.source, {
        maxBytes: Math.min(config.media.maxBytes, THUMBNAIL_SOURCE_MAX_BYTES),
        timeoutMs: config.media.fetchTimeoutMs,
        allowPrivate: config.media.allowPrivate,
      });
      if (file.kind === 'video') return void (await nothingToArchive(row));
      const webp = await makeThumbnail(file.data);
      key = newThumbnailKey();
      await storage.put(key, webp);
      const [updated] = await settle(row.id, {
        thumbnailStatus: 'archived',
        thumbnailKey: key,
        thumbnailAttempts: row.attempts + 1,
        thumbnailNextAttemptAt: null,
        thumbnailError: null,
      });
      // Purged (or re-queued) while downloading: keep no orphan file.
      if (!updated) await storage.remove(key);
      else if (row.oldKey && row.oldKey !== key) await removeKeys([row.oldKey]);
    } catch (err) {
      if (key) await storage.remove(key).catch(() => undefined);
      const attempts = row.attempts + 1;
      const retryable = err instanceof DownloadError ? err.retryable : !(err instanceof NotAnImageError);
      const giveUp = !retryable || attempts >= MAX_MEDIA_ATTEMPTS;
      const wait = BACKOFF_MINUTES[Math.min(attempts - 1, BACKOFF_MINUTES.length - 1)]!;
      await settle(row.id, {
        thumbnailStatus: giveUp ? 'failed' : 'pending',
        thumbnailAttempts: attempts,
        thumbnailNextAttemptAt: giveUp ? null : sql`now() + make_interval(mins => ${wait})`,
        thumbnailError: (err as Error).message.slice(0, 500),
      });
      log.warn({ adId: row.id, attempts, giveUp, reason: (err as Error).message }, 'thumbnail failed');
    }
  };

  const processAll = async (rows: Claimed[]) => {
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        // One row's database error must not abandon the rest of the batch (its lease expires).
        await archiveRow(row).catch((err: unknown) => log.error({ err, adId: row.id }, 'thumbnail crashed'));
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, rows.length) }, lane));
  };

  const removeKeys = async (keys: string[]) => {
    const valid = keys.filter(isThumbnailKey);
    if (valid.length < keys.length) log.warn({ keys }, 'thumbnail remove: ignored invalid keys');
    const results = await Promise.allSettled(valid.map((k) => storage.remove(k)));
    results.forEach((r, i) => {
      if (r.status === 'rejected') log.error({ err: r.reason, key: valid[i] }, 'thumbnail remove failed');
    });
  };

  const track = <T>(p: Promise<T>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  };

  /** One drain loop at a time works through kicked ids, a batch per claim. */
  const drain = async () => {
    while (queue.length > 0 && !stopped) {
      const ids = queue.splice(0, BATCH);
      await processAll(await claim(inArray(a.id, ids)));
    }
  };

  const runDue = async () => {
    const rows = await claim(undefined);
    await processAll(rows);
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

  const startDrain = () => {
    if (draining || stopped || queue.length === 0) return;
    draining = track(
      drain()
        .catch((err: unknown) => log.error({ err }, 'thumbnail run crashed'))
        .finally(() => {
          draining = null;
          // Ids kicked while the loop was finishing.
          startDrain();
        }),
    );
  };

  return {
    kick(adIds) {
      if (stopped || adIds.length === 0) return;
      queue.push(...adIds);
      startDrain();
    },
    async archive(adId) {
      await processAll(await claim(eq(a.id, adId)));
    },
    runDue,
    remove: removeKeys,
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
      queue.length = 0;
      await Promise.allSettled([...inFlight]);
    },
  };
};
