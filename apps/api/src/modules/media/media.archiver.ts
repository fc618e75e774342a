import { MEDIA_QUOTA_MESSAGES } from '@sniperads/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { type FavoriteRow, favorites } from '../../db/schema';
import { newId } from '../../lib/ids';
import { loggableError } from '../../lib/loggable-error';
import { DownloadError, downloadMedia } from '../../lib/media/download';
import type { MediaStorage } from '../../lib/media/storage';
import { archivedMediaBytes, lockMediaQuotaOf, mediaQuotaOf } from './media-quota';

export const MAX_MEDIA_ATTEMPTS = 5;
/** Wait before attempt n+1 (minutes): 1, 5, 30, 120. */
export const BACKOFF_MINUTES = [1, 5, 30, 120];
/** A claimed row is invisible to other workers for this long (crash safety). */
export const LEASE_MINUTES = 10;
const BATCH = 10;

export interface MediaArchiver {
  /** Archives one favorite's creative now, in the background; never throws. */
  kick(favoriteId: string): void;
  /** Archives one favorite if it is due; resolves when done (tests await it). */
  archive(favoriteId: string): Promise<void>;
  /** Retries every due download; returns how many were tried. */
  runDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export const createMediaArchiver = (deps: {
  db: Db;
  storage: MediaStorage;
  config: Config;
  log: FastifyBaseLogger;
}): MediaArchiver => {
  const { db, storage, config, log } = deps;
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | null = null;

  /** Atomically takes a due row so two workers never download the same creative. */
  const claim = async (favoriteId: string) => {
    const [row] = await db
      .update(favorites)
      .set({ mediaNextAttemptAt: sql`now() + make_interval(mins => ${LEASE_MINUTES})` })
      .where(
        and(
          eq(favorites.id, favoriteId),
          eq(favorites.mediaStatus, 'pending'),
          lte(favorites.mediaNextAttemptAt, sql`now()`),
        ),
      )
      .returning();
    return row ?? null;
  };

  /** Not archived: the account's media storage is full. The favorite stays, with its original link. */
  const markOverQuota = (tx: DbOrTx, row: FavoriteRow) =>
    tx
      .update(favorites)
      .set({
        mediaStatus: 'over_quota',
        mediaAttempts: row.mediaAttempts + 1,
        mediaNextAttemptAt: null,
        mediaError: MEDIA_QUOTA_MESSAGES.overQuota,
      })
      .where(eq(favorites.id, row.id));

  const archive = async (favoriteId: string) => {
    const row = await claim(favoriteId);
    if (!row) return;
    const source = row.creativeMediaUrl ?? row.image;
    if (!source) {
      await db.update(favorites).set({ mediaStatus: 'none' }).where(eq(favorites.id, row.id));
      return;
    }
    const quota = await mediaQuotaOf(db, row.userId);
    // Already full: not even downloaded.
    if (quota !== null && (await archivedMediaBytes(db, row.userId)) >= quota) {
      await markOverQuota(db, row);
      return;
    }
    let key: string | null = null;
    try {
      const file = await downloadMedia(source, {
        maxBytes: config.media.maxBytes,
        timeoutMs: config.media.fetchTimeoutMs,
        idleTimeoutMs: config.media.connectTimeoutMs,
        allowPrivate: config.media.allowPrivate,
      });
      const stored = `${newId()}.${file.ext}`;
      key = stored;
      await storage.put(stored, file.data);
      const kept = await db.transaction(async (tx) => {
        // Counted under the account's lock: saves archiving together never pass the quota.
        await lockMediaQuotaOf(tx, row.userId);
        if (quota !== null && (await archivedMediaBytes(tx, row.userId)) + file.data.length > quota) {
          await markOverQuota(tx, row);
          return false;
        }
        const [updated] = await tx
          .update(favorites)
          .set({
            mediaStatus: 'archived',
            mediaKey: stored,
            mediaContentType: file.contentType,
            mediaSize: file.data.length,
            mediaAttempts: row.mediaAttempts + 1,
            mediaNextAttemptAt: null,
            mediaError: null,
          })
          .where(eq(favorites.id, row.id))
          .returning({ id: favorites.id });
        // Deleted while downloading: no row keeps the file.
        return updated !== undefined;
      });
      if (!kept) await storage.remove(stored);
      key = null;
    } catch (err) {
      if (key) await storage.remove(key).catch(() => undefined);
      // A database error's message would carry its statement: only its short description is kept.
      const reason = loggableError(err).message;
      const attempts = row.mediaAttempts + 1;
      const retryable = err instanceof DownloadError ? err.retryable : true;
      const giveUp = !retryable || attempts >= MAX_MEDIA_ATTEMPTS;
      const wait = BACKOFF_MINUTES[Math.min(attempts - 1, BACKOFF_MINUTES.length - 1)]!;
      await db
        .update(favorites)
        .set({
          mediaStatus: giveUp ? 'failed' : 'pending',
          mediaAttempts: attempts,
          mediaNextAttemptAt: giveUp ? null : sql`now() + make_interval(mins => ${wait})`,
          mediaError: reason.slice(0, 500),
        })
        .where(eq(favorites.id, row.id));
      log.warn({ favoriteId: row.id, attempts, giveUp, reason }, 'media archive failed');
    }
  };

  const track = (p: Promise<void>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };

  const runDue = async () => {
    const due = await db
      .select({ id: favorites.id })
      .from(favorites)
      .where(and(eq(favorites.mediaStatus, 'pending'), lte(favorites.mediaNextAttemptAt, sql`now()`)))
      .orderBy(favorites.mediaNextAttemptAt)
      .limit(BATCH);
    for (const { id } of due) await archive(id);
    return due.length;
  };

  return {
    kick(favoriteId) {
      track(
        archive(favoriteId).catch((err: unknown) => log.error({ err, favoriteId }, 'media archive crashed')),
      );
    },
    archive,
    runDue,
    start() {
      if (timer || config.media.retryIntervalSeconds === 0) return;
      timer = setInterval(() => {
        track(
          runDue()
            .then(() => undefined)
            .catch((err: unknown) => log.error({ err }, 'media retry run failed')),
        );
      }, config.media.retryIntervalSeconds * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...inFlight]);
    },
  };
};
