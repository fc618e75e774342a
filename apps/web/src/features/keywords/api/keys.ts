import type { AdminKeywordsQuery, ListKeywordsQuery } from '@sniperads/contract';

/** Every keyword query lives under ['keywords'], so one invalidation refreshes them all. */
export const keywordKeys = {
  all: ['keywords'] as const,
  list: (query: ListKeywordsQuery) => ['keywords', 'list', query] as const,
  stats: ['keywords', 'stats'] as const,
  niches: ['keywords', 'niches'] as const,
  one: (id: string) => ['keywords', 'one', id] as const,
  admin: (query: AdminKeywordsQuery) => ['keywords', 'admin', query] as const,
};
