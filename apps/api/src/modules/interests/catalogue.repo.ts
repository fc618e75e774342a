import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type InterestRow, interests, type NewInterestRow } from '../../db/schema';
import { escapeLike } from '../../db/sql';

export interface CatalogueMatch {
  row: InterestRow;
  /** 'name': the term matches the interest's name; 'path': only a parent topic (expansion). */
  via: 'name' | 'path';
}

/**
 * Fuzzy, accent-insensitive catalogue search: a substring of the normalised name, or a word
 * similarity above pg_trgm's threshold (catches typos like 'emagrecimeto'), first; then
 * interests whose path matches (a term naming a topic finds what sits under it). Two-character
 * terms have no trigram to compare, so they match names with a word starting with them.
 */
export const searchCatalogue = async (
  db: DbOrTx,
  term: string,
  locale: string,
  max = 200,
): Promise<CatalogueMatch[]> => {
  const q = sql`sa_unaccent(lower(${term}))`;
  const escaped = sql`sa_unaccent(lower(${escapeLike(term)}))`;
  const short = term.trim().length < 3;
  const nameHit = short
    ? sql`(${interests.nameNorm} like ${escaped} || '%' or ${interests.nameNorm} like '% ' || ${escaped} || '%')`
    : sql`(${interests.nameNorm} like '%' || ${escaped} || '%' or ${q} <% ${interests.nameNorm})`;
  const anyHit = short ? nameHit : sql`(${nameHit} or ${q} <% ${interests.pathNorm})`;
  const query = (tx: DbOrTx) =>
    tx
      .select({ row: interests, byName: sql<boolean>`${nameHit}` })
      .from(interests)
      .where(sql`${interests.locale} = ${locale} and ${anyHit}`)
      .orderBy(
        sql`${nameHit} desc`,
        sql`(${interests.nameNorm} like ${escaped} || '%') desc`,
        sql`word_similarity(${q}, ${interests.nameNorm}) desc`,
        sql`coalesce(${interests.audienceLower}, ${interests.audienceSize}, 0) desc`,
        interests.name,
      )
      .limit(max);
  // pg_trgm's selectivity estimate for these operators is a fixed guess, so the planner prefers a
  // sequential scan computing word_similarity on every row (~1.1 s on 100k rows, PostgreSQL 15)
  // over the trigram indexes (~20-70 ms, see docs/performance.md). Steer it to the indexes for this query only.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return query(tx);
  });
  return rows.map((r) => ({ row: r.row, via: r.byName ? 'name' : 'path' }));
};

/** Keeps what Meta answered, refreshing audiences of interests already known. */
export const upsertInterests = async (db: DbOrTx, rows: NewInterestRow[]) => {
  if (rows.length === 0) return;
  await db
    .insert(interests)
    .values(rows)
    .onConflictDoUpdate({
      target: [interests.metaId, interests.locale],
      set: {
        name: sql`excluded.name`,
        audienceLower: sql`excluded.audience_lower`,
        audienceUpper: sql`excluded.audience_upper`,
        audienceSize: sql`excluded.audience_size`,
        path: sql`excluded.path`,
        topic: sql`excluded.topic`,
        description: sql`excluded.description`,
        disambiguationCategory: sql`excluded.disambiguation_category`,
        source: sql`excluded.source`,
        updatedAt: sql`now()`,
      },
    });
};

export const countCatalogue = async (db: DbOrTx, source: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(interests)
    .where(sql`${interests.source} = ${source}`);
  return row?.n ?? 0;
};
