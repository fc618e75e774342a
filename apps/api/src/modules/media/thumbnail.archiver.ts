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
import { assignClusters } from '../ads/clusters/assign';
import { BACKOFF_MINUTES, LEASE_MINUTES, MAX_MEDIA_ATTEMPTS } from './media.archiver';
import {
  looksLikeVideoUrl,
  makeThumbnail,
  NotAnImageError,
  THUMBNAIL_SOURCE_MAX_BYTES,
} from './thumbnail.image';
import { isThumbnailKey, newThumbnailKey } from './thumbnail-keys';

/** Ads claimed per round by the sweep: a lease covers them all, so it stays small. */
const BATCH = 10;
/** Downloads in flight at once. */
const PARALLEL = 4;
/** Downloads in flight at once from one host (host:port): a slow host never takes every lane. */
const PER_HOST = 2;
/** Claimed rows kept waiting for a busy host; beyond it they go back to the queue for later. */
const WAITING_PER_HOST = 2 * PER_HOST;
/** When a row handed back for a busy host is due again (not an attempt: nothing was tried). */
const BUSY_HOST_DEFER_MINUTES = 1;
/** Due rows looked at to build one fair batch (round-robin by contributor). */
const FAIR_WINDOW = 500;
/** The key of ads with no contributing account (Meta connector, demo data). */
const SERVER = '';

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
  start(): void;
  stop(): Promise<void>;
}

type Claimed = {
  id: string;
  source: string | null;
  attempts: number;
  oldKey: string | null;
  contributor: string | null;
};
interface Task {
  row: Claimed;
  contributor: string;
  host: string;
  done: () => void;
}

const a = advertisements;
const isDue = and(eq(a.thumbnailStatus, 'pending'), lte(a.thumbnailNextAttemptAt, sql`now()`));
/** The account whose observation created the ad (issue 25: fairness needs no new column). */
const contributorOf = sql<string | null>`(select o.user_id::text from ${adObservations} o
  where o.advertisement_id = ${a.id} and o.created_ad order by o.first_observed_at limit 1)`;

const hostOf = (source: string | null) => {
  if (!source) return '';
  try {
    return new URL(source).host;
  } catch {
    return '';
  }
};

export const createThumbnailArchiver = (deps: {
  db: Db;
  storage: MediaStorage;
  config: Config;
  log: FastifyBaseLogger;
}): ThumbnailArchiver => {
  const { db, storage, config, log } = deps;
  const inFlight = new Set<Promise<unknown>>();
  /** Kicked ids per contributor, served round-robin. */
  const kicked = new Map<string, string[]>();
  /** Claimed rows not started yet (their host was busy, or every lane was). */
  const waiting: Task[] = [];
  const activeByHost = new Map<string, number>();
  /** When each contributor was last served (a counter): the one served longest ago goes next. */
  const lastServed = new Map<string, number>();
  let served = 0;
  let running = 0;
  let pumping = false;
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

  /** Settled rows join their creative cluster (modules/ads/clusters); the background pass retries. */
  const cluster = (id: string) =>
    assignClusters(db, [id]).catch((err: unknown) =>
      log.warn({ adId: id, reason: loggableError(err).message }, 'cluster assignment failed'),
    );

  const archiveRow = async (row: Claimed) => {
    await archiveOne(row);
    await cluster(row.id);
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

  /** Hands a claimed row back for later: its host already has enough waiting. */
  const deferForBusyHost = (row: Claimed) =>
    settle(row.id, {
      thumbnailNextAttemptAt: sql`now() + make_interval(mins => ${BUSY_HOST_DEFER_MINUTES})`,
    });

  const hostFree = (host: string) => (activeByHost.get(host) ?? 0) < PER_HOST;

  /** The waiting task to start now: a free host, and the contributor served longest ago. */
  const nextStartable = () => {
    let best = -1;
    let bestTurn = Number.POSITIVE_INFINITY;
    for (let i = 0; i < waiting.length; i++) {
      const task = waiting[i]!;
      if (!hostFree(task.host)) continue;
      const turn = lastServed.get(task.contributor) ?? -1;
      if (turn < bestTurn) {
        best = i;
        bestTurn = turn;
      }
    }
    return best;
  };

  const run = (task: Task) => {
    running += 1;
    activeByHost.set(task.host, (activeByHost.get(task.host) ?? 0) + 1);
    lastServed.set(task.contributor, ++served);
    track(
      // One row's database error must not stop the others (its lease expires).
      archiveRow(task.row)
        .catch((err: unknown) => log.error({ err, adId: task.row.id }, 'thumbnail crashed'))
        .finally(() => {
          running -= 1;
          const left = (activeByHost.get(task.host) ?? 1) - 1;
          if (left > 0) activeByHost.set(task.host, left);
          else activeByHost.delete(task.host);
          task.done();
          startWaiting();
          pump();
        }),
    );
  };

  const startWaiting = () => {
    while (running < PARALLEL) {
      const i = nextStartable();
      if (i === -1) return;
      run(waiting.splice(i, 1)[0]!);
    }
  };

  /**
   * Queues claimed rows and resolves when each has been tried. Kicked rows (`contributor` given)
   * whose host already has enough waiting are handed back instead, so one account's backlog on one
   * host is never pulled into memory; a sweep's batch is small and always waits its turn.
   */
  const schedule = async (rows: Claimed[], contributor?: string) => {
    const finished: Promise<void>[] = [];
    const handedBack: Claimed[] = [];
    for (const row of rows) {
      const host = hostOf(row.source);
      const queuedForHost = waiting.filter((w) => w.host === host).length;
      if (contributor !== undefined && host && !hostFree(host) && queuedForHost >= WAITING_PER_HOST) {
        handedBack.push(row);
        continue;
      }
      finished.push(
        new Promise<void>((done) =>
          waiting.push({ row, contributor: contributor ?? row.contributor ?? SERVER, host, done }),
        ),
      );
    }
    startWaiting();
    await Promise.all([...finished, ...handedBack.map(deferForBusyHost)]);
  };

  /** Up to `count` kicked ids, one per contributor in turn, the one served longest ago first. */
  const takeKicked = (count: number) => {
    const order = [...kicked.keys()].sort((x, y) => (lastServed.get(x) ?? -1) - (lastServed.get(y) ?? -1));
    const taken: { contributor: string; id: string }[] = [];
    while (taken.length < count && kicked.size > 0) {
      for (const contributor of order) {
        const ids = kicked.get(contributor);
        if (!ids) continue;
        const id = ids.shift();
        if (id) taken.push({ contributor, id });
        if (ids.length === 0) kicked.delete(contributor);
        if (taken.length >= count) break;
      }
    }
    return taken;
  };

  /**
   * Claims kicked ids while a lane is free and nothing claimed can start, so a backlog stays in the
   * database (leased a few rows at a time) rather than in this process.
   */
  const pump = () => {
    if (pumping || stopped) return;
    pumping = true;
    const loop = async () => {
      try {
        while (!stopped && kicked.size > 0 && running < PARALLEL && nextStartable() === -1) {
          const taken = takeKicked(PARALLEL - running);
          const byContributor = new Map<string, string[]>();
          for (const { contributor, id } of taken) {
            byContributor.set(contributor, [...(byContributor.get(contributor) ?? []), id]);
          }
          for (const [contributor, ids] of byContributor) {
            const rows = await claim(inArray(a.id, ids));
            void schedule(rows, contributor).catch((err: unknown) =>
              log.error({ err }, 'thumbnail hand-back failed'),
            );
          }
        }
      } finally {
        pumping = false;
      }
    };
    track(loop().catch((err: unknown) => log.error({ err }, 'thumbnail run crashed')));
  };

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
    await schedule(rows);
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
      const key = contributor ?? SERVER;
      kicked.set(key, [...(kicked.get(key) ?? []), ...adIds]);
      pump();
    },
    async archive(adId) {
      await schedule(await claim(eq(a.id, adId)));
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
      kicked.clear();
      // Rows claimed but not started keep their lease and are taken again once it ends.
      for (const task of waiting.splice(0)) task.done();
      await Promise.allSettled([...inFlight]);
    },
  };
};
