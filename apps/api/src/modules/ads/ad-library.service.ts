import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { foldAdSummariesIfFree } from './ad-summaries';
import { findAdById } from './ads-search.repo';
import { type PurgeEffects, purgeContributor } from './consensus/purge';

export interface AdLibraryDeps {
  db: Db;
  /** Deletes archived thumbnail files (the media plugin's `thumbnails.remove`). */
  removeThumbnails: (keys: string[]) => Promise<void>;
  /** Asks the thumbnail archiver to make these ads' thumbnails now (`thumbnails.kick`). */
  kickThumbnails: (adIds: string[]) => void;
  log: FastifyBaseLogger;
}

export type PurgedContributions = PurgeEffects;

/** What other modules ask of the shared ad library. */
export const createAdLibrary = ({ db, removeThumbnails, kickThumbnails, log }: AdLibraryDeps) => ({
  find: (id: string) => findAdById(db, id),

  /**
   * Purges an account's contributions (consensus/purge.ts: its claims stop counting, every ad it
   * spoke of is derived again, ads only it saw go). `alongside` runs in the same transaction (the
   * caller's audit entry), so both stand or fall together.
   */
  async purgeContributor(
    userId: string,
    alongside: (tx: Tx, purged: PurgedContributions) => Promise<unknown>,
  ) {
    const purged = await db.transaction(async (tx) => {
      const result = await purgeContributor(tx, userId, new Date());
      await alongside(tx, result);
      return result;
    });
    if (purged.removedAds.length > 0 || purged.adsChanged > 0) {
      await foldAdSummariesIfFree(db).catch((err: unknown) =>
        log.error({ err }, 'contributions purge: ad summaries fold failed'),
      );
      if (purged.thumbnailsDue.length > 0) kickThumbnails(purged.thumbnailsDue);
      const keys = purged.removedAds.flatMap((ad) => (ad.thumbnailKey ? [ad.thumbnailKey] : []));
      // The rows are gone already; a file left behind is only logged.
      if (keys.length > 0)
        await removeThumbnails(keys).catch((err: unknown) =>
          log.error({ err, keys }, 'contributions purge: thumbnail remove failed'),
        );
    }
    return purged;
  },
});
export type AdLibrary = ReturnType<typeof createAdLibrary>;
