import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { tokensApi } from '@/lib/api/tokens';
import { ok } from '@/lib/api-fetcher';
import { tokenKeys } from '@/lib/query-keys';

/** GET /api/tokens: every token of the account, newest first. */
export const tokensQueryOptions = () =>
  queryOptions({
    queryKey: tokenKeys.list(),
    queryFn: async () => (await ok(tokensApi.getTokens({ query: {} }))).data,
  });

/** GET /api/tokens/stats/overview */
export const tokenStatsQueryOptions = () =>
  queryOptions({
    queryKey: tokenKeys.stats(),
    queryFn: async () => (await ok(tokensApi.getTokenStats())).data,
  });

// The tokens tab is these two queries: read with suspense, the route loader fetched them.
export const useTokens = () => useSuspenseQuery(tokensQueryOptions());
export const useTokenStats = () => useSuspenseQuery(tokenStatsQueryOptions());
