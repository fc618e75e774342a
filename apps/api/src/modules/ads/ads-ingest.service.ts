import type { AdIngestSummary } from '@sniperads/contract';
import type { Db } from '../../db/client';
import { foldAdSummariesIfFree } from './ad-summaries';
import {
  insertNewAds,
  lockAdsByArchiveId,
  type ObservationInput,
  recordObservations,
  touchAds,
  updateAd,
} from './ads-ingest.repo';
import { type MappedAd as Mapped, mapAll, type IngestResult as Result } from './ingest/map-all';
import { mergeObservation } from './ingest/merge';
import { toNewRow } from './ingest/to-row';

/** Who sends an observation, and whether it may overwrite what the shared library already shows. */
export interface Contributor {
  source: ObservationInput['source'];
  userId: string | null;
  tokenId: string | null;
  /** Admins and the Meta connector; a regular user's capture may only create and fill. */
  trusted: boolean;
}

/** Server-side loads (demo data, tests): trusted, no account. */
export const SYSTEM_CONTRIBUTOR: Contributor = { source: 'demo', userId: null, tokenId: null, trusted: true };

/**
 * Maps every item (any shape), then merges the valid ones into the library under the trust rules
 * (ingest/merge.ts) and records who observed what. One bad item never loses the others.
 */
export const ingestAds = async (
  db: Db,
  items: unknown[],
  contributor: Contributor = SYSTEM_CONTRIBUTOR,
  now = new Date(),
): Promise<AdIngestSummary & { thumbnailsDue: string[] }> => {
  const { results, mapped } = await mapAll(items);
  // The same ad twice in one batch: the last copy wins, earlier copies are reported unchanged.
  const last = new Map(mapped.map((m) => [m.ad.ad_archive_id, m]));
  const unique = [...last.values()];
  const outcome = new Map<string, { id: string; status: Result['status'] }>();
  const thumbnailsDue: string[] = [];

  if (unique.length > 0) {
    await db.transaction(async (tx) => {
      const observations: ObservationInput[] = [];
      const observe = (m: Mapped, id: string, createdAd: boolean, fields: string[]) =>
        observations.push({
          ...contributor,
          advertisementId: id,
          shape: m.shape,
          createdAd,
          fieldsChanged: fields,
        });

      const inserted = await insertNewAds(
        tx,
        unique.map((m) => toNewRow(m.ad, now)),
      );
      const insertedIds = new Map(inserted.map((r) => [r.adArchiveId, r.id]));
      for (const m of unique) {
        const id = insertedIds.get(m.ad.ad_archive_id);
        if (!id) continue;
        outcome.set(m.ad.ad_archive_id, { id, status: 'created' });
        if (m.ad.thumbnail_source_url) thumbnailsDue.push(id);
        observe(m, id, true, ['created']);
      }
      const existing = await lockAdsByArchiveId(
        tx,
        unique.filter((m) => !insertedIds.has(m.ad.ad_archive_id)).map((m) => m.ad.ad_archive_id),
      );
      const byArchiveId = new Map(unique.map((m) => [m.ad.ad_archive_id, m]));
      const untouched: string[] = [];
      for (const row of existing) {
        const m = byArchiveId.get(row.adArchiveId);
        if (!m) continue;
        const changes = mergeObservation(row, m.ad, contributor.trusted, now);
        const fields = Object.keys(changes);
        if (fields.length > 0) await updateAd(tx, row.id, changes);
        else untouched.push(row.id);
        if (changes.thumbnailStatus === 'pending') thumbnailsDue.push(row.id);
        outcome.set(row.adArchiveId, { id: row.id, status: fields.length > 0 ? 'updated' : 'unchanged' });
        observe(m, row.id, false, fields);
      }
      await touchAds(tx, untouched);
      await recordObservations(tx, observations);
    });
  }

  for (const m of mapped) {
    const saved = outcome.get(m.ad.ad_archive_id);
    if (!saved) continue;
    const isLast = last.get(m.ad.ad_archive_id) === m;
    results.push({
      index: m.index,
      ad_archive_id: m.ad.ad_archive_id,
      id: saved.id,
      shape: m.shape,
      status: isLast ? saved.status : 'unchanged',
    });
  }
  // Keeps the summaries' queue short, so the next reader of offer stats has little to fold. The
  // ads are saved already: a failure here is the next reader's to meet (it folds the same queue).
  if (outcome.size > 0) await foldAdSummariesIfFree(db).catch(() => {});
  results.sort((x, y) => x.index - y.index);
  const count = (s: Result['status']) => results.filter((r) => r.status === s).length;
  return {
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    rejected: count('rejected'),
    results,
    thumbnailsDue,
  };
};
