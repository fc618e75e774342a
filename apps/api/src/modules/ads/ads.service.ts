import {
  type AdSearchFilters,
  type AdSearchMeta,
  type Advertisement,
  paginationMeta,
} from '@sniperads/contract';
import type { Db } from '../../db/client';
import { toAdvertisement } from './ad-view';
import {
  countMatches,
  countVariations,
  filterConditions,
  findPage,
  parseSearchTerm,
  variationKey,
} from './ads-search.repo';

export const searchAds = async (
  db: Db,
  filters: AdSearchFilters,
  now = new Date(),
): Promise<{ data: Advertisement[]; meta: AdSearchMeta }> => {
  const term = filters.search ?? null;
  const tsquery = term ? await parseSearchTerm(db, term) : null;
  const sort = filters.sort ?? (tsquery ? 'relevance' : 'newest');
  const conds = filterConditions(filters, tsquery);
  const offset = (filters.page - 1) * filters.per_page;
  const [count, rows] = await Promise.all([
    countMatches(db, conds),
    findPage(db, conds, { sort, tsquery, offset, limit: filters.per_page }),
  ]);
  const pairs = rows.flatMap((r) =>
    r.pageId && r.landingDomain ? [{ pageId: r.pageId, domain: r.landingDomain }] : [],
  );
  const variations = await countVariations(db, pairs);
  const data = rows.map((r) => {
    const key = variationKey(r.pageId, r.landingDomain);
    // Meta's collation count (ads sharing the creative) is a variations signal of its own.
    return toAdvertisement(r, Math.max(key ? (variations.get(key) ?? 1) : 1, r.collationCount ?? 1), now);
  });
  return {
    data,
    meta: {
      ...paginationMeta(count.total, filters.page, filters.per_page),
      total_capped: count.capped,
      sort,
      search: term,
    },
  };
};

export { type Contributor, ingestAds, SYSTEM_CONTRIBUTOR } from './ads-ingest.service';
