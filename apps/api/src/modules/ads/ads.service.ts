import {
  type AdSearchFilters,
  type AdSearchMeta,
  type Advertisement,
  paginationMeta,
  SEARCH_COUNT_CAP,
} from '@sniperads/contract';
import type { Db } from '../../db/client';
import { toAdvertisement } from './ad-view';
import { filterConditions, searchPage } from './ads-search.repo';
import { chooseStrategy } from './search-strategy';
import { parsedSearchTerm, searchEstimates } from './search-terms';

/** How many times the cap the statistics must expect before a total is left uncounted. */
const OVER_CAP = 20;

export const searchAds = async (
  db: Db,
  filters: AdSearchFilters,
  now = new Date(),
): Promise<{ data: Advertisement[]; meta: AdSearchMeta }> => {
  const term = filters.search ?? null;
  const tsquery = term ? await parsedSearchTerm(db, term) : null;
  const sort = filters.sort ?? (tsquery ? 'relevance' : 'newest');
  const conds = filterConditions(filters);
  const offset = (filters.page - 1) * filters.per_page;
  const page = { sort, tsquery, offset, limit: filters.per_page, status: filters.status };
  // The planner guesses how a term mixes with the filters from each alone; the strategy decides
  // from the same estimates, but knows that a niche picks words (search-strategy.ts).
  const estimates = tsquery ? await searchEstimates(db, filters, tsquery) : null;
  const how = estimates
    ? chooseStrategy(estimates, Math.max(SEARCH_COUNT_CAP + 1, offset + filters.per_page))
    : 'planner';
  // Without filters the statistics' count of a term is reliable: far past the cap, counting its
  // first 1,001 matches (a walk of ~9,000 ads for a word in one ad in ten) would say nothing new.
  const overCap = estimates !== null && conds.length === 0 && estimates.term >= OVER_CAP * SEARCH_COUNT_CAP;
  let result = await searchPage(db, conds, { ...page, how, overCap });
  // A walk that reached its bound short of matches: the term is rarer there than guessed.
  if (!result.complete) result = await searchPage(db, conds, { ...page, how: 'gather', overCap });
  const { total, capped, rows } = result;
  // Meta's collation count (ads sharing the creative) is a variations signal of its own.
  const data = rows.map((r) =>
    toAdvertisement(r, Math.max(Number(r.variations), r.collationCount ?? 1), now),
  );
  return {
    data,
    meta: {
      ...paginationMeta(total, filters.page, filters.per_page),
      total_capped: capped,
      sort,
      search: term,
    },
  };
};

export { type Contributor, ingestAds, SYSTEM_CONTRIBUTOR } from './ads-ingest.service';
