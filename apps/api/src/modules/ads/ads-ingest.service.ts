import { type AdIngestSummary, implausibilityOf } from '@sniperads/contract';
import type { Db, DbOrTx } from '../../db/client';
import { foldAdSummariesIfFree } from './ad-summaries';
import {
  insertNewAds,
  lockAdsByArchiveId,
  type ObservationInput,
  recordObservations,
  touchAds,
  updateAd,
} from './ads-ingest.repo';
import { ensureBaselineClaims } from './consensus/baseline';
import { insertClaims, latestClaims, type NewClaim } from './consensus/claims.repo';
import { type Claim, deriveAd } from './consensus/derive';
import { changesFor, claimHashOf, newRowOf } from './consensus/row';
import { type MappedAd as Mapped, mapAll, type IngestResult as Result } from './ingest/map-all';

/** Who sends a capture, and whether its word stands on its own. */
export interface Contributor {
  source: ObservationInput['source'];
  userId: string | null;
  tokenId: string | null;
  /**
   * Where the ad came from decides, never who holds the token: the admin screens and the Meta
   * connector are trusted; the extension is one user's observation, an admin's included.
   */
  trusted: boolean;
}

/** Server-side loads (demo data, tests): trusted, no account. */
export const SYSTEM_CONTRIBUTOR: Contributor = { source: 'demo', userId: null, tokenId: null, trusted: true };

const keyOf = (c: Contributor) => c.userId ?? c.source;

/** Refuses, per item, what the Ad Library cannot have shown (dates, counts). */
const plausibleOnly = (mapped: Mapped[], results: Result[], now: Date) =>
  mapped.filter((m) => {
    const reason = implausibilityOf(m.ad, now);
    if (reason)
      results.push({
        index: m.index,
        ad_archive_id: m.ad.ad_archive_id,
        id: null,
        shape: m.shape,
        status: 'rejected',
        reason,
      });
    return reason === null;
  });

interface Outcome {
  id: string;
  status: Result['status'];
}

/**
 * Writes a batch of captures: each becomes a claim (ad_claims), and each ad shows what its claims
 * derive (consensus/derive.ts), so no single contributor decides what everyone sees. Ads nobody
 * had are created from their first claim. Returns what happened to each ad.
 */
const writeClaims = async (tx: DbOrTx, unique: Mapped[], contributor: Contributor, now: Date) => {
  const outcome = new Map<string, Outcome>();
  const thumbnailsDue: string[] = [];
  // Ads this batch stopped (a delivery stop time appeared): the radar's 'parou' reads them.
  const stopped: string[] = [];
  const claims: NewClaim[] = [];
  const observations: ObservationInput[] = [];
  const contributorKey = keyOf(contributor);
  const own = (m: Mapped): Claim => ({
    contributor: contributorKey,
    trusted: contributor.trusted,
    firstAt: now,
    at: now,
    ad: m.ad,
  });
  const record = (m: Mapped, id: string, createdAd: boolean, effect: string[], hash: string | null) => {
    if (hash)
      claims.push({
        advertisementId: id,
        contributorId: contributor.userId,
        tokenId: contributor.tokenId,
        source: contributor.source,
        trusted: contributor.trusted,
        shape: m.shape,
        ad: m.ad,
        claimHash: hash,
        effect,
      });
    observations.push({
      ...contributor,
      advertisementId: id,
      shape: m.shape,
      createdAd,
      fieldsChanged: effect,
    });
  };

  // In id order, as rows are locked below: two batches sharing new ads wait for each other, never deadlock.
  const inOrder = [...unique].sort((x, y) => (x.ad.ad_archive_id < y.ad.ad_archive_id ? -1 : 1));
  const inserted = await insertNewAds(
    tx,
    inOrder.map((m) => newRowOf(m.ad.ad_archive_id, deriveAd([own(m)]), now)),
  );
  const insertedIds = new Map(inserted.map((r) => [r.adArchiveId, r]));
  for (const m of unique) {
    const row = insertedIds.get(m.ad.ad_archive_id);
    if (!row) continue;
    outcome.set(m.ad.ad_archive_id, { id: row.id, status: 'created' });
    if (row.thumbnailStatus === 'pending') thumbnailsDue.push(row.id);
    record(m, row.id, true, ['created'], claimHashOf(m.ad));
  }

  const existing = await lockAdsByArchiveId(
    tx,
    unique.filter((m) => !insertedIds.has(m.ad.ad_archive_id)).map((m) => m.ad.ad_archive_id),
  );
  const latest = await latestClaims(
    tx,
    existing.map((r) => r.id),
  );
  await ensureBaselineClaims(tx, existing, latest);
  const byArchiveId = new Map(unique.map((m) => [m.ad.ad_archive_id, m]));
  const untouched: string[] = [];
  for (const row of existing) {
    const m = byArchiveId.get(row.adArchiveId);
    if (!m) continue;
    const hash = claimHashOf(m.ad);
    const others = latest.get(row.id) ?? [];
    const previous = others.find((c) => c.contributor === contributorKey);
    // Saying again what one said last adds no claim; saying something new keeps one's first time.
    const repeated = previous?.claimHash === hash;
    const mine = { ...own(m), firstAt: previous?.firstAt ?? now };
    const current = repeated ? others : [...others.filter((c) => c !== previous), mine];
    const changes = changesFor(row, deriveAd(current), now);
    const effect = Object.keys(changes);
    if (effect.length > 0) await updateAd(tx, row.id, changes);
    else untouched.push(row.id);
    if (changes.thumbnailStatus === 'pending') thumbnailsDue.push(row.id);
    if (changes.adDeliveryStopTime && row.adDeliveryStopTime === null) stopped.push(row.id);
    outcome.set(row.adArchiveId, { id: row.id, status: effect.length > 0 ? 'updated' : 'unchanged' });
    record(m, row.id, false, effect, repeated ? null : hash);
  }
  await touchAds(tx, untouched);
  await insertClaims(tx, claims);
  await recordObservations(tx, observations);
  return { outcome, thumbnailsDue, stopped };
};

/**
 * Maps every item (any shape), refuses the implausible ones, then records the rest as claims and
 * shows what the claims agree on. One bad item never loses the others.
 */
export const ingestAds = async (
  db: Db,
  items: unknown[],
  contributor: Contributor = SYSTEM_CONTRIBUTOR,
  now = new Date(),
): Promise<
  AdIngestSummary & {
    thumbnailsDue: string[];
    clustersDue: string[];
    /** What the radar matches (app.radar.kick): ads this batch created and ads it stopped. */
    radarDue: { created: string[]; stopped: string[] };
  }
> => {
  const { results, mapped: all } = await mapAll(items);
  const mapped = plausibleOnly(all, results, now);
  // The same ad twice in one batch: the last copy wins, earlier copies are reported unchanged.
  const last = new Map(mapped.map((m) => [m.ad.ad_archive_id, m]));
  const unique = [...last.values()];
  const { outcome, thumbnailsDue, stopped } =
    unique.length > 0
      ? await db.transaction((tx) => writeClaims(tx, unique, contributor, now))
      : { outcome: new Map<string, Outcome>(), thumbnailsDue: [], stopped: [] };

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
    // Written ads whose texts or grouping may have moved their cluster: the caller queues them
    // (app.clusters.kick); those waiting for a thumbnail are assigned once it is archived.
    clustersDue: [...outcome.values()].filter((o) => o.status !== 'unchanged').map((o) => o.id),
    radarDue: {
      created: [...outcome.values()].filter((o) => o.status === 'created').map((o) => o.id),
      stopped,
    },
  };
};
