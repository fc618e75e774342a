import { AD_NICHES } from '@sniperads/contract/rules/ads';
import { z } from 'zod';
import { fallback, pageParam, textParam } from '@/lib/search-params';
import type { OffersQuery } from '../api/offers';

/** The deepest page GET /offers/ serves. */
const OFFERS_LAST_PAGE = 1000;

/** /ofertas-escaladas: the search, the niche (one of the contract's, else all) and the page. */
export const EscalatedSearchSchema = z.object({
  q: textParam(),
  niche: fallback(z.enum(AD_NICHES).optional(), undefined),
  page: pageParam(OFFERS_LAST_PAGE),
});
export type EscalatedSearch = z.output<typeof EscalatedSearchSchema>;
export const ESCALATED_SEARCH_DEFAULTS: EscalatedSearch = EscalatedSearchSchema.parse({});

export const toOffersQuery = (s: EscalatedSearch): OffersQuery => ({
  search: s.q || undefined,
  niche: s.niche,
  page: s.page,
});
