import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type KeywordRow, keywords, type NewKeywordRow } from '../../db/schema';
import { containsPattern } from '../../db/sql';

export interface KeywordFilters {
  text?: string | undefined;
  niche?: string | undefined;
  difficulty?: KeywordRow['difficulty'] | undefined;
  minVolume?: number | undefined;
  maxVolume?: number | undefined;
  /** Every tag listed must be present (case-sensitive, as curated). */
  tags?: string[] | undefined;
}

/** Case- and accent-insensitive "contains" over keyword, niche, description and tags. */
const textMatch = (text: string): SQL => {
  const pattern = containsPattern(text);
  const folded = sql`unaccent(lower(${pattern}))`;
  return sql`(unaccent(lower(${keywords.keyword})) like ${folded}
    or unaccent(lower(${keywords.niche})) like ${folded}
    or unaccent(lower(coalesce(${keywords.description}, ''))) like ${folded}
    or exists (select 1 from unnest(${keywords.tags}) as tag where unaccent(lower(tag)) like ${folded}))`;
};

const whereOf = (f: KeywordFilters) => {
  const conditions: SQL[] = [];
  if (f.text) conditions.push(textMatch(f.text));
  if (f.niche) conditions.push(sql`lower(${keywords.niche}) = lower(${f.niche})`);
  if (f.difficulty) conditions.push(eq(keywords.difficulty, f.difficulty));
  if (f.minVolume !== undefined) conditions.push(gte(keywords.searchVolume, f.minVolume));
  if (f.maxVolume !== undefined) conditions.push(lte(keywords.searchVolume, f.maxVolume));
  if (f.tags?.length) conditions.push(sql`${keywords.tags} @> ${sql.param(f.tags)}::text[]`);
  return conditions.length ? and(...conditions) : undefined;
};

export const ORDER_COLUMNS = {
  keyword: keywords.keyword,
  niche: keywords.niche,
  difficulty: keywords.difficulty,
  search_volume: keywords.searchVolume,
  usage_count: keywords.usageCount,
  created_at: keywords.createdAt,
} as const;

export interface PageRequest {
  page: number;
  limit: number;
  orderBy?: keyof typeof ORDER_COLUMNS;
  direction?: 'asc' | 'desc';
}

export const findKeywordsPage = async (db: DbOrTx, filters: KeywordFilters, req: PageRequest) => {
  const where = whereOf(filters);
  const order = req.orderBy
    ? [
        req.direction === 'asc'
          ? sql`${ORDER_COLUMNS[req.orderBy]} asc nulls first`
          : sql`${ORDER_COLUMNS[req.orderBy]} desc nulls last`,
        asc(keywords.id),
      ]
    : // Users browse the biggest opportunities first.
      [sql`${keywords.searchVolume} desc nulls last`, asc(keywords.keyword), asc(keywords.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(keywords)
      .where(where)
      .orderBy(...order)
      .limit(req.limit)
      .offset((req.page - 1) * req.limit),
    db.select({ value: count() }).from(keywords).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

export const findKeywordById = async (db: DbOrTx, id: string) =>
  (await db.select().from(keywords).where(eq(keywords.id, id)).limit(1))[0];

/** Best textual matches first: containment, then trigram similarity. */
export const searchKeywords = (db: DbOrTx, text: string, limit: number) =>
  db
    .select()
    .from(keywords)
    .where(sql`(${textMatch(text)} or ${keywords.keyword} % ${text})`)
    .orderBy(sql`similarity(${keywords.keyword}, ${text}) desc`, desc(keywords.usageCount), asc(keywords.id))
    .limit(limit);

export const countByNiche = (db: DbOrTx) =>
  db
    .select({ niche: keywords.niche, count: count() })
    .from(keywords)
    .groupBy(keywords.niche)
    .orderBy(asc(keywords.niche));

export const findPopular = (db: DbOrTx, limit: number) =>
  db
    .select()
    .from(keywords)
    .orderBy(desc(keywords.usageCount), sql`${keywords.searchVolume} desc nulls last`, asc(keywords.id))
    .limit(limit);

/**
 * Related = similar text (trigram similarity) plus shared tags, each shared tag worth 0.25;
 * candidates need some similarity or at least one tag in common. Best score first.
 */
export const findRelated = (db: DbOrTx, source: KeywordRow, limit: number) => {
  const shared = sql<number>`(select count(*) from unnest(${keywords.tags}) as tag where tag = any(${sql.param(source.tags)}::text[]))`;
  const score = sql<number>`similarity(${keywords.keyword}, ${source.keyword}) + 0.25 * ${shared}`;
  return db
    .select()
    .from(keywords)
    .where(
      and(
        sql`${keywords.id} <> ${source.id}`,
        sql`(similarity(${keywords.keyword}, ${source.keyword}) > 0.15 or ${keywords.tags} && ${sql.param(source.tags)}::text[])`,
      ),
    )
    .orderBy(sql`${score} desc`, desc(keywords.usageCount), asc(keywords.id))
    .limit(limit);
};

export const keywordStats = async (db: DbOrTx) => {
  const [totals] = await db
    .select({
      total: count(),
      niches: sql<number>`count(distinct ${keywords.niche})::int`,
      avgVolume: sql<number>`coalesce(round(avg(${keywords.searchVolume})), 0)::int`,
    })
    .from(keywords);
  const [top] = await db
    .select({ keyword: keywords.keyword, usageCount: keywords.usageCount })
    .from(keywords)
    .where(sql`${keywords.usageCount} > 0`)
    .orderBy(desc(keywords.usageCount), asc(keywords.keyword))
    .limit(1);
  return { totals: totals ?? { total: 0, niches: 0, avgVolume: 0 }, top };
};

/** One atomic increment: concurrent copies never lose a count. */
export const incrementUsage = async (db: DbOrTx, id: string) =>
  (
    await db
      .update(keywords)
      .set({ usageCount: sql`${keywords.usageCount} + 1` })
      .where(eq(keywords.id, id))
      .returning({ id: keywords.id, usageCount: keywords.usageCount })
  )[0];

export const insertKeyword = async (db: DbOrTx, values: NewKeywordRow) =>
  (await db.insert(keywords).values(values).returning())[0]!;

export const updateKeyword = async (db: DbOrTx, id: string, values: Partial<NewKeywordRow>) =>
  (
    await db
      .update(keywords)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(keywords.id, id))
      .returning()
  )[0];

export const deleteKeyword = async (db: DbOrTx, id: string) =>
  (await db.delete(keywords).where(eq(keywords.id, id)).returning({ id: keywords.id })).length > 0;

export const countKeywords = async (db: DbOrTx) =>
  (await db.select({ value: count() }).from(keywords))[0]?.value ?? 0;

export const insertKeywords = (db: DbOrTx, rows: NewKeywordRow[]) => db.insert(keywords).values(rows);
