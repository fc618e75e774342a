import { inArray, sql } from 'drizzle-orm';
import { chunksOf } from '../../db/chunks';
import type { DbOrTx } from '../../db/client';
import { advertisements, type NewAdvertisementRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import { AD_COLUMNS } from './ads-search.repo';
import type { AdChanges } from './consensus/row';

/** Rows per insert: ~40 columns each keeps a statement far below 65,535 bind parameters. */
const INSERT_CHUNK = 500;

/** The library's rows for these Meta ids, locked until the transaction ends (concurrent merges queue). */
export const lockAdsByArchiveId = (tx: DbOrTx, archiveIds: string[]) =>
  lockAdsWhere(tx, advertisements.adArchiveId, archiveIds);

/** The library's rows with these ids, locked until the transaction ends (a purge's). */
export const lockAdsById = (tx: DbOrTx, ids: string[]) => lockAdsWhere(tx, advertisements.id, ids);

/** Locks in key order, in chunks, so concurrent writers queue instead of deadlocking. */
const lockAdsWhere = async (
  tx: DbOrTx,
  key: typeof advertisements.id | typeof advertisements.adArchiveId,
  values: string[],
) => {
  const rows = [];
  for (const chunk of chunksOf([...values].sort(), 5000))
    rows.push(
      ...(await tx
        .select(AD_COLUMNS)
        .from(advertisements)
        .where(inArray(key, chunk))
        .orderBy(key)
        .for('update')),
    );
  return rows;
};

/** Inserts the ads nobody has yet; an ad created meanwhile by another request is skipped (not returned). */
export const insertNewAds = async (tx: DbOrTx, rows: NewAdvertisementRow[]) => {
  const inserted = [];
  for (const chunk of chunksOf(rows, INSERT_CHUNK))
    inserted.push(
      ...(await tx
        .insert(advertisements)
        .values(chunk)
        .onConflictDoNothing({ target: advertisements.adArchiveId })
        .returning({
          id: advertisements.id,
          adArchiveId: advertisements.adArchiveId,
          thumbnailStatus: advertisements.thumbnailStatus,
        })),
    );
  return inserted;
};

/** Writes what changed; `seen` (the default) also records the ad as seen now. */
export const updateAd = async (tx: DbOrTx, id: string, changes: AdChanges, { seen = true } = {}) =>
  tx
    .update(advertisements)
    .set(seen ? { ...changes, lastSeenAt: sql`now()` } : changes)
    .where(sql`${advertisements.id} = ${id}`);

/** Seen again: only last_seen_at moves. */
export const touchAds = async (tx: DbOrTx, ids: string[]) => {
  for (const chunk of chunksOf(ids, 5000))
    await tx.update(advertisements).set({ lastSeenAt: sql`now()` }).where(inArray(advertisements.id, chunk));
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
  for (const chunk of chunksOf(rows, 1000)) await recordObservationChunk(tx, chunk);
};

const recordObservationChunk = async (tx: DbOrTx, rows: ObservationInput[]) => {
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
