import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { keywordKeys } from './keys';

export const keywordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keywordKeys.one(id),
    queryFn: async () => (await ok(api.keywords.getKeyword({ params: { id } }))).data,
    staleTime: 0,
  });

export const useKeyword = (id: string) => useQuery(keywordQueryOptions(id));
