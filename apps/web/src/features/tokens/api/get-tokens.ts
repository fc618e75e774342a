import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';

export const tokenKeys = {
  all: ['tokens'] as const,
  list: () => [...tokenKeys.all, 'list'] as const,
  stats: () => [...tokenKeys.all, 'stats'] as const,
};

/** GET /api/tokens: every token of the account, newest first. */
export const tokensQueryOptions = () =>
  queryOptions({
    queryKey: tokenKeys.list(),
    queryFn: async () => (await ok(api.tokens.getTokens({ query: {} }))).data,
  });

/** GET /api/tokens/stats/overview */
export const tokenStatsQueryOptions = () =>
  queryOptions({
    queryKey: tokenKeys.stats(),
    queryFn: async () => (await ok(api.tokens.getTokenStats())).data,
  });

export const useTokens = () => useQuery(tokensQueryOptions());
export const useTokenStats = () => useQuery(tokenStatsQueryOptions());
