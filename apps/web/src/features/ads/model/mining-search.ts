import { AD_FILTER_KEYS, AD_GROUPINGS, AdSearchFiltersSchema, adSort } from '@sniperads/contract/ad-search';
import type { AdSearchQuery } from '@sniperads/contract/ads';
import { MINING_PAGE_SIZES } from '@sniperads/contract/rules/ads';
import { z } from 'zod';
import {
  enumParam,
  fallback,
  idParam,
  optionalParams,
  pageParam,
  sizeParam,
  textParam,
} from '@/lib/search-params';

export const DEFAULT_PAGE_SIZE = 6;

/** The contract's filters as URL params: each absent when missing or invalid. */
export const MiningFiltersSchema = z.object(optionalParams(AdSearchFiltersSchema.shape));
export type MiningFilters = z.output<typeof MiningFiltersSchema>;

/**
 * What the URL of /mineracao keeps, so a result page can be shared or reloaded: the term, the
 * order, the page, how results are grouped and the contract's filters under the API's own names
 * (ad-search.ts).
 */
export const MiningSearchSchema = z.object({
  q: textParam(),
  // By ad (absent) or by offer: 'offer' reads the grouped search with the same query.
  group_by: enumParam(AD_GROUPINGS, 'ad'),
  // Absent means the API's order: by relevance with a term, the newest without.
  sort: fallback(adSort(), undefined),
  page: pageParam(),
  per_page: sizeParam(MINING_PAGE_SIZES, DEFAULT_PAGE_SIZE),
  /** The folder the hearts save into, when Mineração was opened from a folder (lib/ad-favorites.ts). */
  pasta: idParam(),
  ...MiningFiltersSchema.shape,
});
export type MiningSearch = z.output<typeof MiningSearchSchema>;
export const MINING_SEARCH_DEFAULTS: MiningSearch = MiningSearchSchema.parse({});

/** The filters the URL holds (the term, order and paging aside). */
export const filtersOf = (s: MiningSearch): MiningFilters =>
  Object.fromEntries(AD_FILTER_KEYS.map((k) => [k, s[k]])) as MiningFilters;

/**
 * What the filter form applies: every filter, read as the URL reads it (trimmed, bad values
 * dropped), each one the form left empty set to undefined so the URL loses it.
 */
export const appliedFilters = (draft: Partial<Record<string, unknown>>): MiningFilters =>
  MiningFiltersSchema.parse(Object.fromEntries(AD_FILTER_KEYS.map((k) => [k, draft[k]])));

export const activeFilterCount = (s: MiningSearch) => AD_FILTER_KEYS.filter((k) => s[k] !== undefined).length;

/** Whether the results are shown by offer (the grouped search) rather than by ad. */
export const groupsByOffer = (s: MiningSearch) => s.group_by === 'offer';

/**
 * URL state -> API query: the filters pass as they are, under the same names. The grouping picks
 * the route (the ad search or the grouped one), not a parameter: both read this query.
 */
export const toApiQuery = (s: MiningSearch): AdSearchQuery => ({
  search: s.q || undefined,
  page: s.page,
  per_page: s.per_page,
  sort: s.sort,
  ...filtersOf(s),
});
