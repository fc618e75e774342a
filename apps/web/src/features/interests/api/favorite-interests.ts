import type { CreateFavoriteInterestInput } from '@sniperads/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { interestsApi } from '@/lib/api/interests';
import { ok } from '@/lib/api-fetcher';
import { useInvalidateAfter } from '@/lib/invalidation';
import { interestKeys } from '@/lib/query-keys';

export const favoriteInterestsQueryOptions = () =>
  queryOptions({
    queryKey: interestKeys.favorites(),
    queryFn: async () => (await ok(interestsApi.getFavoriteInterests())).data,
  });

export const useFavoriteInterests = () => useQuery(favoriteInterestsQueryOptions());

export const useAddFavoriteInterest = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: (body: CreateFavoriteInterestInput) => ok(interestsApi.createFavoriteInterest({ body })),
    onSettled: () => invalidateAfter('favorite-interests-changed'),
  });
};

export const useRemoveFavoriteInterest = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: (id: string) => ok(interestsApi.deleteFavoriteInterest({ params: { id } })),
    onSettled: () => invalidateAfter('favorite-interests-changed'),
  });
};
