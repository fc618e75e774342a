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
 * How a search finds its first matches, newest first: `gather` reads every match; `walk` walks the
 * filters' ads newest first testing the term, at most that many; `newest` reads only the matches
 * among that many of the library's newest ads (search-terms.ts turns it into a start time).
 */
export type SearchPlan = 'gather' | { walk: number } | { newest: number };

/**
 * The newest window is sized for this many times the matches needed, so that the statistics' guess
 * of how the term spreads over time rarely falls short (a short window hands over to gathering).
 */
const NEWEST_MARGIN = 2;
/**
 * What marking an ad in an index bitmap costs (to AND it with the term's), as a fraction of reading
 * a matching ad's row: ~0.1 µs against 1.5–2 µs, measured at 10,000,000 ads (docs/scaling.md).
 */
const MARK_PER_ROW = 1 / 15;

/**
 * How to find the first `needed` matches of a term among the filters' ads, newest first, at the
 * least rows read: walk the filters' ads in order testing the term (about needed ÷ the term's
 * share of them), read every match through the term's index (as many as there are), or read only
 * the matches among the newest ads, whose count does not grow with the library: a mid-frequency
 * term (thousands of matches, too rare to walk) in a large library. A niche picks words, so within
 * one a term is assumed to be as common as it can be (all its ads there): the walk is then tried,
 * and when the guess was wrong its bound hands over to reading every match.
 */
export const chooseStrategy = (e: SearchEstimates, needed: number): SearchPlan => {
  const share = e.term / Math.max(1, e.table);
  const inFilters = e.niche === null ? share : Math.min(1, share * (e.table / Math.max(1, e.niche)));
  const matches = Math.min(e.term, inFilters * e.filters);
  const walked = inFilters > 0 ? Math.min(e.filters, needed / inFilters) : e.filters;
  // The newest ads of the whole library that hold NEWEST_MARGIN × needed of the filters' matches.
  const newest =
    inFilters > 0
      ? Math.ceil((NEWEST_MARGIN * needed * e.table) / (inFilters * Math.max(1, e.filters)))
      : Infinity;
  const newestCost = newest * MARK_PER_ROW + NEWEST_MARGIN * needed;
  // The window stands in for gathering only: a term common enough to walk is walked.
  if (walked >= matches) return newest < e.table && newestCost < matches ? { newest } : 'gather';
  // Past three times the expected walk, the guess was wrong: gathering is then the better bet.
  return { walk: Math.ceil(Math.max(2 * needed, 3 * walked)) };
};

/**
 * Whether the filters are better tested on the rows the plan reads than ANDed through their own
 * indexes: when they keep far more ads than the plan reads (the active ads, a common platform),
 * marking them all costs more than the rows it would spare. PostgreSQL's costs price an index
 * entry at 1/220 of a page, and ANDed 4.9 million active ads (0.5 s) to spare 23,000 rows.
 */
export const filtersLast = (e: SearchEstimates, plan: SearchPlan) => {
  if (typeof plan === 'object' && 'walk' in plan) return false;
  // The rows the plan reads: every match, or the matches among the newest ads.
  const read = typeof plan === 'object' ? (plan.newest * e.term) / Math.max(1, e.table) : e.term;
  return e.filters * MARK_PER_ROW > read;
};
