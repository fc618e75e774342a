import type { Strategy } from './ads-search.repo';

/** What the planner's statistics say, in ads. */
export interface SearchEstimates {
  /** The whole library. */
  table: number;
  /** Matching the term alone. */
  term: number;
  /** Kept by the filters alone (the whole library without filters). */
  filters: number;
  /** Kept by the niche filter alone, when there is one. */
  niche: number | null;
}

/**
 * How to find the first `needed` matches of a term among the filters' ads, newest first: walk the
 * filters' ads in order testing the term (about needed ÷ the term's share of them), or read every
 * match through the term's index and sort them (as many as there are). A niche picks words, so
 * within one a term is assumed to be as common as it can be (all its ads there): the walk is then
 * tried, and when the guess was wrong its bound hands over to reading every match.
 */
export const chooseStrategy = (e: SearchEstimates, needed: number): Strategy => {
  const share = e.term / Math.max(1, e.table);
  const inFilters = e.niche === null ? share : Math.min(1, share * (e.table / Math.max(1, e.niche)));
  const matches = Math.min(e.term, inFilters * e.filters);
  const walked = inFilters > 0 ? Math.min(e.filters, needed / inFilters) : e.filters;
  if (walked >= matches) return 'gather';
  // Past three times the expected walk, the guess was wrong: gathering is then the better bet.
  return { walk: Math.ceil(Math.max(2 * needed, 3 * walked)) };
};
