import type { TrackedListQuery } from '@sniperads/contract';
import { INTEREST_LANGUAGES, TRACKED_SORTS, TRACKED_STATUSES } from '@sniperads/contract/rules/interests';
import { z } from 'zod';
import { enumParam, fallback, flagParam, pageParam, textParam } from '@/lib/search-params';

/** /interesses-oculto: the interest search, and the filters of the tracked list below it. */
export const InterestsSearchSchema = z.object({
  q: textParam(),
  lang: enumParam(INTEREST_LANGUAGES, 'pt_BR'),
  hidden: flagParam(),
  /** Page of the interest search's results (the API answers up to page 300). */
  page: pageParam(300),
  status: fallback(z.enum(TRACKED_STATUSES).optional(), undefined),
  sort: enumParam(TRACKED_SORTS, 'dataAdicionado'),
  order: enumParam(['asc', 'desc'], 'desc'),
});
export type InterestsSearch = z.output<typeof InterestsSearchSchema>;
export const INTERESTS_SEARCH_DEFAULTS: InterestsSearch = InterestsSearchSchema.parse({});

/** Below this many characters nothing is searched. */
export const MIN_INTEREST_TERM = 2;

export const toTrackedQuery = (s: InterestsSearch): TrackedListQuery => ({
  sort: s.sort,
  order: s.order,
  ...(s.status ? { status: s.status } : {}),
});

/** The interest search the URL asks for (term, language, 'Só ocultos', page). */
export const toInterestSearch = (s: InterestsSearch) => ({
  search: s.q,
  language: s.lang,
  onlyHidden: s.hidden,
  page: s.page,
});
