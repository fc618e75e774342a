import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { advertisements } from '../../../db/schema';
import { rowsOf } from '../../../db/sql';
import { foldAdSummaries } from '../../../modules/ads/ad-summaries';
import { demoPictureHashes } from './creatives';
import { demoAd, demoAdId } from './generator';

export interface SeedAdsOptions {
  count: number;
  batchSize?: number;
  /** Called after each batch with the number of ads written so far. */
  onProgress?: (done: number, total: number) => void;
  /** Stops between batches (Ctrl-C): what was written stays, a later run resumes. */
  signal?: AbortSignal;
  /**
   * Writes each ad's cluster (one per creative, DemoAdOptions.preclustered) for big loads;
   * otherwise the ads wait for the cluster assigner's start-up pass.
   */
  preclustered?: boolean;
}

/**
 * Loads demo ads 0..count-1. Idempotent and resumable: when the last one exists nothing happens,
 * otherwise existing ids are skipped (on conflict do nothing).
 */
export const seedDemoAds = async (
  db: Db,
  { count, batchSize = 500, onProgress, signal, preclustered = false }: SeedAdsOptions,
) => {
  if (count <= 0) return { inserted: 0, skipped: true };
  const [last] = await db
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(eq(advertisements.adArchiveId, demoAdId(count - 1)))
    .limit(1);
  if (last) return { inserted: 0, skipped: true };
  const today = new Date();
  today.setUTCHours(12, 0, 0, 0);
  // Each creative's picture is hashed once (a few seconds for the ~400), not once per ad.
  const pictureHashes = await demoPictureHashes();
  let inserted = 0;
  for (let from = 0; from < count; from += batchSize) {
    signal?.throwIfAborted();
    const rows = [];
    for (let i = from; i < Math.min(count, from + batchSize); i++)
      rows.push(demoAd(i, today, { pictureHashes, preclustered }));
    const written = await db
      .insert(advertisements)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: advertisements.id });
    inserted += written.length;
    // The offers' summaries follow each batch (their triggers queued it): one fold of the whole
    // load at the end would hold a million changes in one transaction.
    await foldAdSummaries(db);
    onProgress?.(Math.min(count, from + batchSize), count);
  }
  // Searches are planned from the statistics: a freshly loaded table must not be planned as empty.
  await db.execute(sql`analyze advertisements`);
  return { inserted, skipped: false };
};

/**
 * For big loads on PostgreSQL: drops the secondary indexes, so rows go in without maintaining
 * them, and gives back a function that rebuilds them (one sort each instead of 1M updates). The
 * caller rebuilds in a `finally`; if the process dies first, the next start-up (migrate) does.
 */
export const suspendSecondaryIndexes = async (db: Db) => {
  const defs = rowsOf<{ name: string; def: string }>(
    await db.execute(
      sql`select indexname as name, indexdef as def from pg_indexes where tablename = 'advertisements' and indexname not in ('advertisements_pkey', 'advertisements_ad_archive_id_idx')`,
    ),
  );
  for (const d of defs) await db.execute(sql.raw(`drop index if exists "${d.name}"`));
  return async () => {
    await db.execute(sql.raw(`set maintenance_work_mem = '256MB'`));
    // IF NOT EXISTS: a start-up may have restored some meanwhile.
    for (const d of defs) {
      await db.execute(
        sql.raw(d.def.replace(/^CREATE (UNIQUE )?INDEX (?!IF NOT EXISTS)/i, 'CREATE $1INDEX IF NOT EXISTS ')),
      );
    }
    // Sets the visibility map too, so counts and variations can use index-only scans.
    await db.execute(sql.raw('vacuum analyze advertisements'));
  };
};
