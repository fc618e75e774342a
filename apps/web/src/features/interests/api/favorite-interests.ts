import type { CreateFavoriteInterestInput } from '@sniperads/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';

export const favoriteInterestsQueryOptions = () =>
  queryOptions({
    queryKey: ['interests', 'favorites'] as const,
    queryFn: async () => (await ok(api.interests.getFavoriteInterests())).data,
  });

export const useFavoriteInterests = () => useQuery(favoriteInterestsQueryOptions());

export const useAddFavoriteInterest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFavoriteInterestInput) => ok(api.interests.createFavoriteInterest({ body })),
    // The dashboard counts favorite interests too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['interests', 'favorites'] }),
  });
};

export const useRemoveFavoriteInterest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(api.interests.deleteFavoriteInterest({ params: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['interests', 'favorites'] }),
  });
};
