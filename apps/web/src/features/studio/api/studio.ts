import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { lastSynced, requireOnline } from '@/lib/offline';

export const studioQueryOptions = () => {
  const queryKey = ['studio', 'list'] as const;
  return queryOptions({
    queryKey,
    ...lastSynced(queryKey, async () => (await ok(api.studio.getStudio())).data),
  });
};

export const useStudio = () => useQuery(studioQueryOptions());

export const useRemoveFromStudio = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (studioItemId: string) => {
      requireOnline();
      return ok(api.studio.removeFromStudio({ params: { id: studioItemId } }));
    },
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['studio'] }),
        qc.invalidateQueries({ queryKey: ['favorites'] }),
      ]),
  });
};
