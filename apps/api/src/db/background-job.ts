import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createCoalescedRunner } from '../lib/coalesced-runner';
import { loggableError } from '../lib/loggable-error';
import type { Db, DbOrTx } from './client';
import { type BackgroundJobRow, backgroundJobs } from './schema';
import { rowsOf } from './sql';

/** What one batch did: how many items it processed, the key to start the next one after. */
export interface BatchOutcome<Extra> {
  processed: number;
  cursor: string;
  /** Nothing is left: the job is done. */
  finished: boolean;
  /** Whatever `afterBatch` needs (files to delete once the batch is committed). */
  extra: Extra;
}

export interface BackgroundJobOptions<Extra> {
  db: Db;
  log: FastifyBaseLogger;
  /** The job's row in `background_jobs`. */
  name: string;
  /** Advisory lock key (db/advisory-locks.ts) each batch takes for its transaction. */
  lockKey: number;
  /** One bounded batch, inside the transaction that moves the job's row. */
  batch: (tx: DbOrTx, job: BackgroundJobRow) => Promise<BatchOutcome<Extra>>;
  /** After each committed batch, outside its transaction (summaries' fold, stored files). */
  afterBatch?: (outcome: BatchOutcome<Extra>) => Promise<void>;
}

export interface BackgroundJob {
  /** Runs the job's batches until it is done (or another replica holds it); one run per process. */
  run(): Promise<void>;
  /** Starts a run off the caller's request; never throws. */
  kick(): void;
  /** Stops between batches and waits for the batch in hand. */
  stop(): Promise<void>;
}

/**
 * A job over many rows that must never hold one long transaction: each batch is its own short
 * transaction that takes the job's advisory lock (pg_try_advisory_xact_lock: a replica that finds
 * it taken leaves the job to the holder), locks the job's row, does its work and moves the row's
 * cursor with it. So the work and the record of it commit together, a restart resumes after the
 * last committed batch (`run()` at start-up), and N replicas never do a batch twice.
 */
export const createBackgroundJob = <Extra>(options: BackgroundJobOptions<Extra>): BackgroundJob => {
  const { db, log, name, lockKey } = options;

  /** The job's row, locked, while it runs and this process holds its lock; else null. */
  const lockRunning = async (tx: DbOrTx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`),
    );
    if (!lock?.locked) return null;
    const [job] = await tx.select().from(backgroundJobs).where(eq(backgroundJobs.name, name)).for('update');
    return job?.state === 'running' ? job : null;
  };

  const step = () =>
    db.transaction(async (tx) => {
      const job = await lockRunning(tx);
      if (!job) return null;
      const outcome = await options.batch(tx, job);
      await tx
        .update(backgroundJobs)
        .set({ cursor: outcome.cursor, done: job.done + outcome.processed, updatedAt: sql`now()` })
        .where(eq(backgroundJobs.name, name));
      return outcome;
    });

  // Done only once the last batch's `afterBatch` ran (its summaries folded): whoever reads 'done'
  // sees everything the job does. A stop in between resumes with an empty batch, then finishes.
  const finish = () =>
    db.transaction(async (tx) => {
      const job = await lockRunning(tx);
      if (!job) return;
      await tx
        .update(backgroundJobs)
        .set({ state: 'done', finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(backgroundJobs.name, name));
    });

  // One run per process; a start while a run is ending makes it look again before it returns.
  const runner = createCoalescedRunner(
    async (isStopped) => {
      while (!isStopped()) {
        const outcome = await step();
        if (!outcome) return;
        await options.afterBatch?.(outcome);
        if (outcome.finished) {
          await finish();
          log.info({ job: name }, 'background job done');
          return;
        }
      }
    },
    (err) =>
      log.warn(
        { job: name, reason: loggableError(err).message },
        'background job stopped; the next start resumes it',
      ),
  );

  return { run: runner.run, kick: runner.wake, stop: runner.stop };
};

/** The job's row, if it ever ran. */
export const readJob = async (db: DbOrTx, name: string) => {
  const [job] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.name, name));
  return job ?? null;
};

/**
 * Starts the job from the beginning unless it is running (or, with `version`, unless it already
 * ran or runs for that version): one statement, so two callers at once start it once. Returns the
 * row and whether this call started it.
 */
export const startJob = async (
  db: DbOrTx,
  name: string,
  fields: { total: number; version?: string | null; details?: Record<string, unknown> },
) => {
  const fresh = {
    state: 'running' as const,
    cursor: '',
    done: 0,
    total: fields.total,
    version: fields.version ?? null,
    details: fields.details ?? {},
    startedAt: sql`now()`,
    updatedAt: sql`now()`,
    finishedAt: null,
  };
  const [started] = await db
    .insert(backgroundJobs)
    .values({ name, ...fresh })
    .onConflictDoUpdate({
      target: backgroundJobs.name,
      set: fresh,
      setWhere: fields.version
        ? sql`${backgroundJobs.version} is distinct from ${fields.version}`
        : sql`${backgroundJobs.state} <> 'running'`,
    })
    .returning();
  if (started) return { job: started, started: true };
  const job = await readJob(db, name);
  if (!job) throw new Error(`background job ${name} vanished while starting`);
  return { job, started: false };
};
