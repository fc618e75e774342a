import type { InterestLanguage } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { interestsApi } from '@/lib/api/interests';
import { ok } from '@/lib/api-fetcher';
import { interestKeys } from '@/lib/query-keys';

/** The hidden-interests page shows at most 10 results (docs/product-rules.md, Constants and limits). */
export const INTEREST_PAGE_LIMIT = 10;

export const interestSearchQueryOptions = (search: string, language: InterestLanguage, onlyHidden: boolean) =>
  queryOptions({
    queryKey: interestKeys.search({ search, language, onlyHidden }),
    queryFn: async () =>
      (
        await ok(
          interestsApi.searchInterests({
            query: {
              search,
              language,
              limit: INTEREST_PAGE_LIMIT,
              ...(onlyHidden ? { only_hidden: 'true' as const } : {}),
            },
          }),
        )
      ).data,
    // The server caches 5 minutes too; the same term does not refetch while typing back and forth.
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export const useInterestSearch = (search: string, language: InterestLanguage, onlyHidden: boolean) =>
  useQuery({
    ...interestSearchQueryOptions(search, language, onlyHidden),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
