import { type AdNiche, inferNiche, NICHE_RULES_VERSION } from '@sniperads/contract';
import { looksPortuguese } from '@sniperads/contract/rules/text-language';
import { asc, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { NICHE_REDERIVATION_LOCK_KEY } from '../../db/advisory-locks';
import { createBackgroundJob, startJob } from '../../db/background-job';
import type { Db, DbOrTx } from '../../db/client';
import { advertisements, backgroundJobs } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { foldAdSummaries } from './ad-summaries';

const a = advertisements;
export const NICHE_REDERIVATION_JOB = 'niche-rederivation';

/**
 * Records the current rules as applied to every stored niche, for a library written by them (the
 * bench's generator): an API started on it then re-derives nothing.
 */
export const markNichesCurrent = async (db: DbOrTx) => {
  const done = { state: 'done' as const, version: String(NICHE_RULES_VERSION), finishedAt: sql`now()` };
  await db
    .insert(backgroundJobs)
    .values({ name: NICHE_REDERIVATION_JOB, ...done })
    .onConflictDoUpdate({ target: backgroundJobs.name, set: { ...done, updatedAt: sql`now()` } });
};
/**
 * Ads read per transaction (their texts are read, the few whose niche changes are written). The
 * rules cost about 2 ms an ad, so a batch is ~0.5 s of work, given back to the event loop every
 * SLICE ads: requests keep being answered while the job runs.
 */
const BATCH = 200;
const SLICE = 20;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface StoredTexts {
  niche: string | null;
  pageName: string;
  titles: string[] | null;
  bodies: string[] | null;
  captions: string[] | null;
  descriptions: string[] | null;
}

/**
 * The niche the current rules give a stored ad, or `undefined` to keep the stored one. The text is
 * the one ingest reads (packages/contract/src/ingest/map-ad.ts). A niche the rules now read differently
 * is replaced; a text that does not read as Portuguese loses its niche (the lexicon's words mean
 * other things in other languages: 'cao' is Vietnamese for 'high'); a Portuguese text where the
 * rules stay silent keeps what it has (it may have been sent with the ad, and stored rows do not
 * say which were).
 */
export const rederivedNiche = (ad: StoredTexts): AdNiche | null | undefined => {
  const text = [
    ad.pageName,
    ...(ad.titles ?? []),
    ...(ad.bodies ?? []),
    ...(ad.captions ?? []),
    ...(ad.descriptions ?? []),
  ].join('\n');
  const niche = inferNiche(text);
  if (niche === ad.niche) return undefined;
  if (niche !== null) return niche;
  return ad.niche !== null && !looksPortuguese(text) ? null : undefined;
};

/** Re-derives the next BATCH ads after `after` (ids in order); returns how many were read and changed. */
export const rederiveNichesBatch = async (tx: DbOrTx, after: string, limit = BATCH) => {
  const rows = await tx
    .select({
      id: a.id,
      niche: a.niche,
      pageName: a.pageName,
      titles: a.adCreativeLinkTitles,
      bodies: a.adCreativeBodies,
      captions: a.adCreativeLinkCaptions,
      descriptions: a.adCreativeLinkDescriptions,
    })
    .from(a)
    .where(after ? gt(a.id, after) : undefined)
    .orderBy(asc(a.id))
    .limit(limit);
  const changes: { id: string; niche: AdNiche | null }[] = [];
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % SLICE === 0) await yieldToLoop();
    const niche = rederivedNiche(row);
    if (niche !== undefined) changes.push({ id: row.id, niche });
  }
  if (changes.length > 0) {
    // One statement for the batch: one change-feed notification, one trip.
    const values = sql.join(
      changes.map((c) => sql`(${c.id}::uuid, ${c.niche}::text)`),
      sql`, `,
    );
    await tx.execute(sql`update advertisements set niche = v.niche
      from (values ${values}) as v(id, niche) where advertisements.id = v.id`);
  }
  return { read: rows.length, changed: changes.length, last: rows.at(-1)?.id ?? after };
};

/**
 * Once per NICHE_RULES_VERSION, the stored niches are re-derived with the current rules: a
 * background job (db/background-job.ts) over every ad in id order, BATCH per short transaction,
 * resumable, the version kept in its row. `ensure()` at start-up starts it when the version moved
 * and resumes it when a stopped process left it running.
 */
export const createNicheRederivation = (deps: { db: Db; log: FastifyBaseLogger; batchSize?: number }) => {
  const { db, log } = deps;
  const batchSize = deps.batchSize ?? BATCH;
  const job = createBackgroundJob({
    db,
    log,
    name: NICHE_REDERIVATION_JOB,
    lockKey: NICHE_REDERIVATION_LOCK_KEY,
    batch: async (tx, row) => {
      const batch = await rederiveNichesBatch(tx, row.cursor, batchSize);
      const changed = Number(row.details.changed ?? 0) + batch.changed;
      if (batch.changed > 0)
        await tx.execute(sql`update background_jobs set details = jsonb_set(details, '{changed}', ${changed}::text::jsonb)
          where name = ${NICHE_REDERIVATION_JOB}`);
      return {
        processed: batch.read,
        cursor: batch.last,
        finished: batch.read < batchSize,
        extra: batch.changed,
      };
    },
    // The offers' summaries keep niches too: their queue (filled by the update trigger) is folded.
    afterBatch: async ({ extra: changed }) => {
      if (changed > 0) await foldAdSummaries(db);
    },
  });

  return {
    /** Starts the re-derivation if this rules version has not had one, then runs what is left. */
    async ensure() {
      const version = String(NICHE_RULES_VERSION);
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from advertisements`),
      );
      const { started } = await startJob(db, NICHE_REDERIVATION_JOB, {
        total: Number(row?.n ?? 0),
        version,
        details: { changed: 0 },
      });
      if (started) log.info({ version }, 'niche rules changed: re-deriving stored niches');
      await job.run();
    },
    stop: () => job.stop(),
  };
};
export type NicheRederivation = ReturnType<typeof createNicheRederivation>;
