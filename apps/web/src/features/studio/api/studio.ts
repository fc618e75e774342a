import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioApi } from '@/lib/api/studio';
import { ok } from '@/lib/api-fetcher';
import { offlineQuery } from '@/lib/offline-cache';
import { studioKeys } from '@/lib/query-keys';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

export const studioQueryOptions = () =>
  queryOptions({
    queryKey: studioKeys.list(),
    queryFn: async () => (await ok(studioApi.getStudio())).data,
    ...offlineQuery,
  });

export const useStudio = () => useQuery(studioQueryOptions());

export const useRemoveFromStudio = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (studioItemId: string) => ok(studioApi.removeFromStudio({ params: { id: studioItemId } })),
    invalidates: 'studio-removed',
    failure,
  });
