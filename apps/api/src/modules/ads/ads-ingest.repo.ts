import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { advertisements, type NewAdvertisementRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import { AD_COLUMNS } from './ads-search.repo';
import type { AdChanges } from './ingest/merge';

/** The library's rows for these Meta ids, locked until the transaction ends (concurrent merges queue). */
export const lockAdsByArchiveId = async (tx: DbOrTx, archiveIds: string[]) =>
  archiveIds.length === 0
    ? []
    : tx
        .select(AD_COLUMNS)
        .from(advertisements)
        .where(inArray(advertisements.adArchiveId, archiveIds))
        .for('update');

/** Inserts the ads nobody has yet; an ad created meanwhile by another request is skipped (not returned). */
export const insertNewAds = async (tx: DbOrTx, rows: NewAdvertisementRow[]) =>
  rows.length === 0
    ? []
    : tx
        .insert(advertisements)
        .values(rows)
        .onConflictDoNothing({ target: advertisements.adArchiveId })
        .returning({ id: advertisements.id, adArchiveId: advertisements.adArchiveId });

export const updateAd = async (tx: DbOrTx, id: string, changes: AdChanges) =>
  tx
    .update(advertisements)
    .set({ ...changes, lastSeenAt: sql`now()` })
    .where(sql`${advertisements.id} = ${id}`);

/** Seen again: only last_seen_at moves. */
export const touchAds = async (tx: DbOrTx, ids: string[]) => {
  if (ids.length === 0) return;
  await tx.update(advertisements).set({ lastSeenAt: sql`now()` }).where(inArray(advertisements.id, ids));
};

export interface ObservationInput {
  advertisementId: string;
  userId: string | null;
  tokenId: string | null;
  source: 'extension' | 'admin' | 'meta' | 'demo';
  shape: string;
  createdAd: boolean;
  fieldsChanged: string[];
}

/** Column names only (identifiers): safe as a PostgreSQL array literal. */
const textArray = (names: string[]) => `{${names.join(',')}}`;

/**
 * One row per (ad, source, contributor): a repeat counts and moves last_observed_at. Raw SQL because
 * the conflict target is the expression index (contributors without an account share the nil uuid).
 */
export const recordObservations = async (tx: DbOrTx, rows: ObservationInput[]) => {
  if (rows.length === 0) return;
  const values = rows.map(
    (r) =>
      sql`(${newId()}, ${r.advertisementId}, ${r.userId}, ${r.tokenId}, ${r.source}, ${r.shape}, ${r.createdAd}, ${textArray(r.fieldsChanged)}::text[])`,
  );
  await tx.execute(sql`
    insert into ad_observations
      (id, advertisement_id, user_id, token_id, source, shape, created_ad, fields_changed)
    values ${sql.join(values, sql`, `)}
    on conflict (advertisement_id, source, coalesce(user_id, '00000000-0000-0000-0000-000000000000'::uuid))
    do update set
      times = ad_observations.times + 1,
      last_observed_at = now(),
      fields_changed = excluded.fields_changed,
      token_id = coalesce(excluded.token_id, ad_observations.token_id)`);
};
