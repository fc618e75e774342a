import type { AdSearchQuery } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adsApi } from '@/lib/api/ads';
import { ok } from '@/lib/api-fetcher';
import { adKeys } from '@/lib/query-keys';

export const searchAdsQueryOptions = (query: AdSearchQuery) =>
  queryOptions({
    queryKey: adKeys.search(query),
    queryFn: ({ signal }) => ok(adsApi.searchAdvertisements({ query, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });

export const useSearchAds = (query: AdSearchQuery, enabled = true) =>
  useQuery({ ...searchAdsQueryOptions(query), enabled });
