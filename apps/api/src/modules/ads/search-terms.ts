import type { AdSearchFilters } from '@sniperads/contract';
import { eq } from 'drizzle-orm';
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

export const searchEstimates = async (
  db: DbOrTx,
  filters: AdSearchFilters,
  tsquery: string,
): Promise<SearchEstimates> => {
  const { search: _search, sort: _sort, page: _page, per_page: _perPage, ...only } = filters;
  const rows = (key: string, conds: Parameters<typeof estimateRows>[1], q: string | null = null) =>
    cached(db, key, () => estimateRows(db, conds, q));
  const [table, term, kept, niche] = await Promise.all([
    rows('rows:', []),
    rows(`rows:term:${tsquery}`, [], tsquery),
    rows(`rows:filters:${JSON.stringify(only)}`, filterConditions(filters)),
    filters.niche ? rows(`rows:niche:${filters.niche}`, [eq(advertisements.niche, filters.niche)]) : null,
  ]);
  return { table, term, filters: kept, niche };
};
