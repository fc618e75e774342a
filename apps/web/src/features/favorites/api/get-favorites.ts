import type { FavoriteFilter } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { lastSynced } from '@/lib/offline';

export interface FavoritesParams {
  search: string;
  filter: FavoriteFilter;
  page: number;
  perPage: number;
}

export const favoritesQueryOptions = (p: FavoritesParams) => {
  const queryKey = ['favorites', 'list', p] as const;
  return queryOptions({
    queryKey,
    ...lastSynced(queryKey, async () => {
      const body = await ok(
        api.favorites.getFavorites({
          query: { search: p.search || undefined, filter: p.filter, page: p.page, per_page: p.perPage },
        }),
      );
      return { items: body.data, meta: body.meta };
    }),
    placeholderData: keepPreviousData,
  });
};

export const useFavorites = (p: FavoritesParams) => useQuery(favoritesQueryOptions(p));
