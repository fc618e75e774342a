import type { DemoRemoval } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_REMOVAL_LOCK_KEY } from '../../db/advisory-locks';
import { type BackgroundJob, createBackgroundJob, readJob, startJob } from '../../db/background-job';
import type { BackgroundJobRow } from '../../db/schema';
import { iso } from '../../db/sql';
import { foldAdSummaries } from '../ads/ad-summaries';
import type { Actor } from '../audit/audit.service';
import { countDemoAdIds, deleteDemoAdsBatch, demoLibraryStatus } from './demo-library.repo';

/** The removal's row in background_jobs. */
export const DEMO_REMOVAL_JOB = 'demo-removal';
/** Ads per transaction: each batch (and the summaries' fold after it) stays well under a second. */
export const DEMO_REMOVAL_BATCH = 2000;

const toRemoval = (job: BackgroundJobRow): DemoRemoval => ({
  state: job.state,
  ads_removed: job.done,
  total: job.total,
  started_at: iso(job.startedAt),
  finished_at: iso(job.finishedAt),
});

/**
 * The demo's removal as a background job (db/background-job.ts): the admin's request records it
 * and answers; the job deletes the demo ads in batches of DEMO_REMOVAL_BATCH, each in its own
 * transaction with the job's progress, folds the offers' summaries after each (the delete
 * triggers queued them) and deletes archived thumbnails, if any demo ad ever got one. A restart
 * resumes it (`resume()` at start-up).
 */
export const createDemoLibraryService = (app: FastifyInstance, batchSize = DEMO_REMOVAL_BATCH) => {
  const job: BackgroundJob = createBackgroundJob({
    db: app.db,
    log: app.log,
    name: DEMO_REMOVAL_JOB,
    lockKey: DEMO_REMOVAL_LOCK_KEY,
    batch: async (tx, row) => {
      const batch = await deleteDemoAdsBatch(tx, row.cursor, batchSize);
      return {
        processed: batch.removed,
        cursor: batch.last,
        finished: batch.removed < batchSize,
        extra: batch.thumbnailKeys,
      };
    },
    afterBatch: async ({ processed, extra: thumbnailKeys }) => {
      if (processed > 0) await foldAdSummaries(app.db);
      if (thumbnailKeys.length > 0)
        await app.thumbnails
          .remove(thumbnailKeys)
          .catch((err: unknown) => app.log.error({ err }, 'demo removal: thumbnail remove failed'));
    },
  });

  return {
    status: () => demoLibraryStatus(app.db),

    /** The last removal, running or done; null if none ever started. */
    async removal() {
      const row = await readJob(app.db, DEMO_REMOVAL_JOB);
      return row ? toRemoval(row) : null;
    },

    /**
     * Starts the removal unless one is running (then answers that one). The audit entry is written
     * with the start, in its transaction: it is also what keeps the next start-up from loading the
     * demo again, even if the process stops before the last batch.
     */
    async remove(actor: Actor) {
      const { job: row, started } = await app.db.transaction(async (tx) => {
        const total = await countDemoAdIds(tx);
        const result = await startJob(tx, DEMO_REMOVAL_JOB, { total });
        if (result.started)
          await app.audit.recordLibrary(tx, actor, 'library.remove_demo', 'Dados de demonstração', {
            ads_to_remove: total,
          });
        return result;
      });
      if (started || row.state === 'running') job.kick();
      return toRemoval(row);
    },

    /** Resumes a removal a stopped process left running (start-up); resolves when it ends. */
    resume: () => job.run(),
    stop: () => job.stop(),
  };
};
export type DemoLibraryService = ReturnType<typeof createDemoLibraryService>;
