import { queryOptions, useQuery } from '@tanstack/react-query';
import { offersApi } from '@/lib/api/offers';
import { ok } from '@/lib/api-fetcher';
import { offerKeys } from '@/lib/query-keys';

/** One advertiser (a Facebook page): its newest ads and the offers it pushes. */
export const advertiserPageQueryOptions = (pageId: string) =>
  queryOptions({
    queryKey: [...offerKeys.all, 'advertiser', pageId] as const,
    queryFn: ({ signal }) =>
      ok(offersApi.getAdvertiserPage({ params: { pageId }, fetchOptions: { signal } })),
  });

export const useAdvertiserPage = (pageId: string) => useQuery(advertiserPageQueryOptions(pageId));
