import { type AdSearchFilters, type AdSort, SEARCH_COUNT_CAP } from '@sniperads/contract';
import type { Db } from '../../db/client';
import {
  filterConditions,
  type LightRow,
  type SearchRow,
  type Strategy,
  searchPage,
} from './ads-search.repo';
import { chooseStrategy, filtersLast, type SearchEstimates } from './search-strategy';
import { newestSince, parsedSearchTerm, searchEstimates } from './search-terms';

/** How many times the cap the statistics must expect before a total is left uncounted. */
const OVER_CAP = 20;

export interface SearchMatches<R> {
  sort: AdSort;
  term: string | null;
  total: number;
  capped: boolean;
  rows: R[];
}

interface Chosen {
  how: Strategy;
  filtersLast: boolean;
}

/** How to find the matches, and whether to test the filters on them (search-strategy.ts). */
const strategyFor = async (db: Db, e: SearchEstimates, needed: number): Promise<Chosen> => {
  const plan = chooseStrategy(e, needed);
  if (typeof plan === 'object' && 'newest' in plan) {
    const since = await newestSince(db, plan.newest);
    if (since) return { how: { since }, filtersLast: filtersLast(e, plan) };
    return { how: 'gather', filtersLast: filtersLast(e, 'gather') };
  }
  return { how: plan, filtersLast: filtersLast(e, plan) };
};

/**
 * The search's matches from `offset`, at most `limit`, in its order, with the capped total: the
 * ad search reads one page of them (`searchMatches`), the grouped search its first window with only
 * what groups them (`searchMatchWindow`).
 */
const matches = async (db: Db, filters: AdSearchFilters, offset: number, limit: number, light: boolean) => {
  const term = filters.search ?? null;
  const tsquery = term ? await parsedSearchTerm(db, term) : null;
  const sort = filters.sort ?? (tsquery ? 'relevance' : 'newest');
  const conds = filterConditions(filters);
  const page = { sort, tsquery, offset, limit, status: filters.status, light };
  // The planner guesses how a term mixes with the filters from each alone; the strategy decides
  // from the same estimates, but knows that a niche picks words (search-strategy.ts).
  const estimates = tsquery ? await searchEstimates(db, filters, tsquery) : null;
  const { how, filtersLast: last }: Chosen = estimates
    ? await strategyFor(db, estimates, Math.max(SEARCH_COUNT_CAP + 1, offset + limit))
    : { how: 'planner', filtersLast: false };
  // Without filters the statistics' count of a term is reliable: far past the cap, counting its
  // first 1,001 matches (a walk of ~9,000 ads for a word in one ad in ten) would say nothing new.
  const overCap = estimates !== null && conds.length === 0 && estimates.term >= OVER_CAP * SEARCH_COUNT_CAP;
  let result = await searchPage(db, conds, { ...page, how, overCap, filtersLast: last });
  // A walk or a window that reached its bound short of matches: the term is rarer there than guessed.
  if (!result.complete) {
    const gatherLast = estimates !== null && filtersLast(estimates, 'gather');
    result = await searchPage(db, conds, { ...page, how: 'gather', overCap, filtersLast: gatherLast });
  }
  return { sort, term, total: result.total, capped: result.capped, rows: result.rows };
};

export const searchMatches = (db: Db, filters: AdSearchFilters, offset: number, limit: number) =>
  matches(db, filters, offset, limit, false) as Promise<SearchMatches<SearchRow>>;

export const searchMatchWindow = (db: Db, filters: AdSearchFilters, limit: number) =>
  matches(db, filters, 0, limit, true) as Promise<SearchMatches<LightRow>>;
