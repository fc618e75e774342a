import { z } from 'zod';
import { enumParam, pageParam, textParam } from '@/lib/search-params';
import type { CandidatesQuery } from '../api/offers';

/** /admin/ofertas: the review queue or every candidate, the search and the page. */
export const CandidatesSearchSchema = z.object({
  view: enumParam(['pending', 'all'], 'pending'),
  q: textParam(),
  page: pageParam(),
});
export type CandidatesSearch = z.output<typeof CandidatesSearchSchema>;
export const CANDIDATES_SEARCH_DEFAULTS: CandidatesSearch = CandidatesSearchSchema.parse({});

export const toCandidatesQuery = (s: CandidatesSearch): CandidatesQuery => ({
  search: s.q || undefined,
  page: s.page,
  pending: s.view === 'pending',
});
