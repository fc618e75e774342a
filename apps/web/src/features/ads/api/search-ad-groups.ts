import type { AdSearchQuery } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adsApi } from '@/lib/api/ads';
import { ok } from '@/lib/api-fetcher';
import { adKeys } from '@/lib/query-keys';

/** The ad search grouped by offer (GET /advertisements/grouped), with the ad search's own query. */
export const searchAdGroupsQueryOptions = (query: AdSearchQuery) =>
  queryOptions({
    queryKey: adKeys.groups(query),
    queryFn: ({ signal }) => ok(adsApi.searchAdvertisementGroups({ query, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });

export const useSearchAdGroups = (query: AdSearchQuery, enabled: boolean) =>
  useQuery({ ...searchAdGroupsQueryOptions(query), enabled });
