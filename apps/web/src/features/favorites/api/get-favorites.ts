import type { FavoriteFilter } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { favoritesApi } from '@/lib/api/favorites';
import { ok } from '@/lib/api-fetcher';
import { offlineQuery } from '@/lib/offline-cache';
import { favoriteKeys } from '@/lib/query-keys';

export interface FavoritesParams {
  search: string;
  filter: FavoriteFilter;
  page: number;
  perPage: number;
}

export const favoritesQueryOptions = (p: FavoritesParams) =>
  queryOptions({
    queryKey: favoriteKeys.list(p),
    queryFn: async () => {
      const body = await ok(
        favoritesApi.getFavorites({
          query: { search: p.search || undefined, filter: p.filter, page: p.page, per_page: p.perPage },
        }),
      );
      return { items: body.data, meta: body.meta };
    },
    ...offlineQuery,
    placeholderData: keepPreviousData,
  });

export const useFavorites = (p: FavoritesParams) => useQuery(favoritesQueryOptions(p));
