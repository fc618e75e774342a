import type { FastifyInstance } from 'fastify';
import { foldAdSummaries } from '../ads/ad-summaries';
import type { Actor } from '../audit/audit.service';
import { deleteDemoAdsBatch, demoLibraryStatus } from './demo-library.repo';

/** Batches keep each transaction (and the summaries' fold after it) small at a million ads. */
const BATCH = 5000;

export const createDemoLibraryService = (app: FastifyInstance) => ({
  status: () => demoLibraryStatus(app.db),

  /**
   * Removes every demo ad, batch by batch: the offers' summaries are folded after each batch (the
   * delete triggers queued them), archived thumbnails are deleted, and one audit entry says how
   * many went. A run cut short leaves the rest for the next one.
   */
  async removeAll(actor: Actor) {
    let removed = 0;
    // Below every demo id: the first batch starts at the range's first id.
    let after = '';
    for (;;) {
      const batch = await app.db.transaction((tx) => deleteDemoAdsBatch(tx, after, BATCH));
      removed += batch.removed;
      after = batch.last;
      if (batch.removed > 0) await foldAdSummaries(app.db);
      if (batch.thumbnailKeys.length > 0)
        await app.thumbnails
          .remove(batch.thumbnailKeys)
          .catch((err: unknown) => app.log.error({ err }, 'demo removal: thumbnail remove failed'));
      if (batch.removed < BATCH) break;
    }
    await app.audit.recordLibrary(app.db, actor, 'library.remove_demo', 'Dados de demonstração', {
      ads_removed: removed,
    });
    return { ads_removed: removed };
  },
});
