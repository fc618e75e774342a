import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The library's summaries (ads per page and domain, the offers' per-domain buckets: see
 * db/schema/ad-summaries.ts) are kept by triggers that queue every change; these apply the queue.
 * Readers of a summary fold first and read it exact; writers fold after their change without
 * waiting for another folder, so readers seldom find much to do.
 */
export const foldAdSummaries = async (db: DbOrTx) => {
  await db.execute(sql`select ad_summaries_fold()`);
};

export const foldAdSummariesIfFree = async (db: DbOrTx) => {
  await db.execute(sql`select ad_summaries_fold(false)`);
};
