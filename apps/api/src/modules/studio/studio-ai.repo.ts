import type { AiActionId, AiInputKind } from '@sniperads/contract';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aiRuns, creativeAnalyses } from '../../db/schema';
import { rowsOf } from '../../db/sql';

/** The library ad behind a favorite: its creative (cluster) key and archived thumbnail, if any. */
export const findAdCreative = async (db: DbOrTx, adId: string) => {
  const [row] = rowsOf<{ creative_key: string; thumbnail_key: string | null }>(
    await db.execute(sql`select ad_creative_key(a) as creative_key,
        case when a.thumbnail_status = 'archived' then a.thumbnail_key end as thumbnail_key
      from advertisements a where a.id = ${adId}`),
  );
  return row ? { creativeKey: row.creative_key, thumbnailKey: row.thumbnail_key } : null;
};

const analysis = {
  action: creativeAnalyses.action,
  content: creativeAnalyses.content,
  model: creativeAnalyses.model,
  promptVersion: creativeAnalyses.promptVersion,
  input: creativeAnalyses.input,
  createdAt: creativeAnalyses.createdAt,
};
export type AnalysisRow = {
  action: AiActionId;
  content: string;
  model: string;
  promptVersion: number;
  input: AiInputKind;
  createdAt: Date;
};

export const listAnalyses = (db: DbOrTx, creativeKey: string): Promise<AnalysisRow[]> =>
  db
    .select(analysis)
    .from(creativeAnalyses)
    .where(eq(creativeAnalyses.creativeKey, creativeKey))
    .orderBy(creativeAnalyses.action);

export const findAnalysis = async (db: DbOrTx, creativeKey: string, action: AiActionId) => {
  const [row] = await db
    .select(analysis)
    .from(creativeAnalyses)
    .where(and(eq(creativeAnalyses.creativeKey, creativeKey), eq(creativeAnalyses.action, action)));
  return row ?? null;
};

/** One analysis per creative and action: a new one replaces the saved one. */
export const saveAnalysis = async (
  db: DbOrTx,
  values: Omit<AnalysisRow, 'createdAt'> & { creativeKey: string; createdBy: string },
): Promise<AnalysisRow> => {
  const { creativeKey: _key, createdBy: _by, action: _action, ...changes } = values;
  const [row] = await db
    .insert(creativeAnalyses)
    .values(values)
    .onConflictDoUpdate({
      target: [creativeAnalyses.creativeKey, creativeAnalyses.action],
      set: { ...changes, createdBy: values.createdBy, createdAt: sql`now()` },
    })
    .returning(analysis);
  return row!;
};

const countedSince = (userId: string, since: Date) =>
  and(eq(aiRuns.userId, userId), gte(aiRuns.createdAt, since), ne(aiRuns.status, 'failed'));

export const countRuns = async (db: DbOrTx, userId: string, since: Date) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(aiRuns)
    .where(countedSince(userId, since));
  return row?.n ?? 0;
};

/**
 * Starts a run unless the month's runs already reach `limit` (null: unlimited). Under a per-account
 * lock, so two clicks at once never pass the limit. Answers the run's id, or null when refused.
 */
export const startRun = (
  db: DbOrTx,
  run: { userId: string; creativeKey: string; action: AiActionId },
  limit: number | null,
  since: Date,
) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ai-runs:${run.userId}`}))`);
    if (limit !== null && (await countRuns(tx, run.userId, since)) >= limit) return null;
    const [row] = await tx.insert(aiRuns).values(run).returning({ id: aiRuns.id });
    return row!.id;
  });

export const finishRun = (db: DbOrTx, id: string, status: 'done' | 'failed') =>
  db.update(aiRuns).set({ status }).where(eq(aiRuns.id, id));
