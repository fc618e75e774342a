import {
  type AdSearchFilters,
  type AdSearchMeta,
  type Advertisement,
  paginationMeta,
} from '@sniperads/contract';
import type { Db } from '../../db/client';
import { toAdvertisement } from './ad-view';
import { searchMatches } from './ads-search-matches';

export const searchAds = async (
  db: Db,
  filters: AdSearchFilters,
  now = new Date(),
): Promise<{ data: Advertisement[]; meta: AdSearchMeta }> => {
  const offset = (filters.page - 1) * filters.per_page;
  const { sort, term, total, capped, rows } = await searchMatches(db, filters, offset, filters.per_page);
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
