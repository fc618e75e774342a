import type { AdSearchQuery } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { adKeys } from '@/lib/query-keys';

export const searchAdsQueryOptions = (query: AdSearchQuery) =>
  queryOptions({
    queryKey: adKeys.search(query),
    queryFn: ({ signal }) => ok(api.ads.searchAdvertisements({ query, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });

export const useSearchAds = (query: AdSearchQuery) => useQuery(searchAdsQueryOptions(query));
