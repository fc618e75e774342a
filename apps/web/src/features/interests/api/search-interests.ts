import type { InterestLanguage } from '@sniperads/contract';
import { INTEREST_PAGE_SIZE } from '@sniperads/contract/rules/interests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { interestsApi } from '@/lib/api/interests';
import { ok } from '@/lib/api-fetcher';
import { interestKeys } from '@/lib/query-keys';

export interface InterestSearchInput {
  search: string;
  language: InterestLanguage;
  onlyHidden: boolean;
  /** 1-based page of INTEREST_PAGE_SIZE results (docs/product-rules.md, Constants and limits). */
  page: number;
}

export const interestSearchQueryOptions = ({ search, language, onlyHidden, page }: InterestSearchInput) =>
  queryOptions({
    queryKey: interestKeys.search({ search, language, onlyHidden, page }),
    queryFn: async () =>
      (
        await ok(
          interestsApi.searchInterests({
            query: {
              search,
              language,
              limit: INTEREST_PAGE_SIZE,
              page,
              ...(onlyHidden ? { only_hidden: 'true' as const } : {}),
            },
          }),
        )
      ).data,
    // The server caches 5 minutes too; the same term does not refetch while typing back and forth.
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export const useInterestSearch = (input: InterestSearchInput) =>
  useQuery({
    ...interestSearchQueryOptions(input),
    enabled: input.search.length >= 2,
    placeholderData: keepPreviousData,
  });
