import type { AdSearchQuery } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';

export const adsKeys = {
  all: ['ads'] as const,
  search: (query: AdSearchQuery) => ['ads', 'search', query] as const,
};

export const searchAdsQueryOptions = (query: AdSearchQuery) =>
  queryOptions({
    queryKey: adsKeys.search(query),
    queryFn: ({ signal }) => ok(api.ads.searchAdvertisements({ query, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });

export const useSearchAds = (query: AdSearchQuery) => useQuery(searchAdsQueryOptions(query));
