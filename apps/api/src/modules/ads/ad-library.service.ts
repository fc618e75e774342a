import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { foldAdSummariesIfFree } from './ad-summaries';
import { findAdById } from './ads-search.repo';
import { purgeContributions } from './contributor-purge.repo';

export interface AdLibraryDeps {
  db: Db;
  /** Deletes archived thumbnail files (the media plugin's `thumbnails.remove`). */
  removeThumbnails: (keys: string[]) => Promise<void>;
  log: FastifyBaseLogger;
}

export type PurgedContributions = Awaited<ReturnType<typeof purgeContributions>>;

/** What other modules ask of the shared ad library. */
export const createAdLibrary = ({ db, removeThumbnails, log }: AdLibraryDeps) => ({
  find: (id: string) => findAdById(db, id),

  /**
   * Removes an account's observations and the ads only it saw. `alongside` runs in the same
   * transaction (the caller's audit entry), so both stand or fall together.
   */
  async purgeContributor(
    userId: string,
    alongside: (tx: Tx, purged: PurgedContributions) => Promise<unknown>,
  ) {
    const purged = await db.transaction(async (tx) => {
      const result = await purgeContributions(tx, userId);
      await alongside(tx, result);
      return result;
    });
    if (purged.removedAds.length > 0) {
      await foldAdSummariesIfFree(db).catch((err: unknown) =>
        log.error({ err }, 'contributions purge: ad summaries fold failed'),
      );
      const keys = purged.removedAds.flatMap((ad) => (ad.thumbnailKey ? [ad.thumbnailKey] : []));
      // The rows are gone already; a file left behind is only logged.
      if (keys.length > 0)
        await removeThumbnails(keys).catch((err: unknown) =>
          log.error({ err, keys }, 'contributions purge: thumbnail remove failed'),
        );
    }
    return { observationsRemoved: purged.observationsRemoved, adsRemoved: purged.removedAds.length };
  },
});
export type AdLibrary = ReturnType<typeof createAdLibrary>;
