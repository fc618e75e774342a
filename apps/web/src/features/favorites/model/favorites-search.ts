import { FAVORITE_FILTERS, FAVORITE_PAGE_SIZES } from '@sniperads/contract/rules/favorites';
import { z } from 'zod';
import { enumParam, pageParam, sizeParam, textParam } from '@/lib/search-params';
import type { FavoritesParams } from '../api/get-favorites';

/** What the URL of /favoritos keeps: a reload or 'Voltar' shows the same page of the same search. */
export const FavoritesSearchSchema = z.object({
  q: textParam(),
  filter: enumParam(FAVORITE_FILTERS, 'all'),
  page: pageParam(),
  per_page: sizeParam(FAVORITE_PAGE_SIZES, 8),
});
export type FavoritesSearch = z.output<typeof FavoritesSearchSchema>;
export const FAVORITES_SEARCH_DEFAULTS: FavoritesSearch = FavoritesSearchSchema.parse({});

export const toFavoritesParams = (s: FavoritesSearch): FavoritesParams => ({
  search: s.q,
  filter: s.filter,
  page: s.page,
  perPage: s.per_page,
});
