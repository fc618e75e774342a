import type { AdSearchFilters } from '@sniperads/contract';
import { eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { advertisements } from '../../db/schema';
import { estimateRows, filterConditions, parseSearchTerm } from './ads-search.repo';
import type { SearchEstimates } from './search-strategy';

/**
 * What a search needs to know before it runs, kept per database handle for 10 minutes (the
 * estimates follow the table's statistics): the term parsed (stemming, stop words: it depends only
 * on the term and the text search configuration) and the planner's row estimates for the term,
 * the filters and the niche. A repeated term or filter set costs no round trip.
 */
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 5000;
const caches = new WeakMap<object, Map<string, { until: number; value: Promise<unknown> }>>();

const cached = <T>(db: DbOrTx, key: string, load: () => Promise<T>): Promise<T> => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
  // Bounded: the oldest entry goes first (a Map keeps insertion order).
  if (!hit && cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const value = load();
  const entries = cache;
  entries.delete(key);
  entries.set(key, { until: Date.now() + TTL_MS, value });
  // A failed load is not kept.
  value.catch(() => entries.delete(key));
  return value;
};

/** The term as a tsquery; null when it is only stop words or punctuation. */
export const parsedSearchTerm = (db: DbOrTx, term: string) =>
  cached(db, `term:${term}`, () => parseSearchTerm(db, term));

/** A tsquery of lexemes all required (`&`, or a phrase's `<->`): its lexemes; else null. */
const requiredLexemes = (tsquery: string) => {
  const parts = tsquery.split(/\s+(?:&|<\d*->)\s+/);
  return parts.length > 1 && parts.every((p) => /^'[^']+'$/.test(p)) ? parts : null;
};

/**
 * How many ads the statistics expect the term to match. The planner multiplies its words' shares as
 * if they were independent; the words people search together come together in ads ('renda extra':
 * 44,108 expected, 602,625 in a 10,000,000-ad library), so a term all of whose words are required
 * is expected to match as many ads as its rarest word, never fewer than the planner says.
 */
const termRows = async (db: DbOrTx, tsquery: string) => {
  const rows = (q: string) => cached(db, `rows:term:${q}`, () => estimateRows(db, [], q));
  const lexemes = requiredLexemes(tsquery);
  const [whole = 0, ...each] = await Promise.all([rows(tsquery), ...(lexemes ?? []).map(rows)]);
  return each.length > 0 ? Math.max(whole, Math.min(...each)) : whole;
};

export const searchEstimates = async (
  db: DbOrTx,
  filters: AdSearchFilters,
  tsquery: string,
): Promise<SearchEstimates> => {
  const { search: _search, sort: _sort, page: _page, per_page: _perPage, ...only } = filters;
  const rows = (key: string, conds: Parameters<typeof estimateRows>[1]) =>
    cached(db, key, () => estimateRows(db, conds));
  const [table, term, kept, niche] = await Promise.all([
    rows('rows:', []),
    termRows(db, tsquery),
    rows(`rows:filters:${JSON.stringify(only)}`, filterConditions(filters)),
    filters.niche ? rows(`rows:niche:${filters.niche}`, [eq(advertisements.niche, filters.niche)]) : null,
  ]);
  return { table, term, filters: kept, niche };
};

const HOUR_MS = 3_600_000;
/** Past this many hours back (~7.5 years), a window of the newest ads is no longer worth its bound. */
const MAX_HOURS = 2 ** 16;

/**
 * The start of an hour since which, by the statistics, at least `ads` ads started: the bound of a
 * search's newest window (search-strategy.ts). Hours back double from the current hour, each one's
 * estimate kept like the others; null when even MAX_HOURS back holds fewer.
 */
export const newestSince = async (db: DbOrTx, ads: number): Promise<Date | null> => {
  const now = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  for (let hours = 1; hours <= MAX_HOURS; hours *= 2) {
    const since = new Date(now - hours * HOUR_MS);
    const started = await cached(db, `rows:since:${since.toISOString()}`, () =>
      estimateRows(db, [gte(advertisements.adDeliveryStartTime, since)]),
    );
    if (started >= ads) return since;
  }
  return null;
};
