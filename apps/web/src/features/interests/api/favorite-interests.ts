import type { CreateFavoriteInterestInput } from '@sniperads/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { interestsApi } from '@/lib/api/interests';
import { ok } from '@/lib/api-fetcher';
import { interestKeys } from '@/lib/query-keys';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

export const favoriteInterestsQueryOptions = () =>
  queryOptions({
    queryKey: interestKeys.favorites(),
    queryFn: async () => (await ok(interestsApi.getFavoriteInterests())).data,
  });

export const useFavoriteInterests = () => useQuery(favoriteInterestsQueryOptions());

// A refused star (already a favorite, or gone) means the stars on screen are stale.
const CHANGE = 'favorite-interests-changed';

export const useAddFavoriteInterest = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (body: CreateFavoriteInterestInput) => ok(interestsApi.createFavoriteInterest({ body })),
    invalidates: CHANGE,
    invalidatesOnFailure: CHANGE,
    failure,
  });

export const useRemoveFavoriteInterest = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (id: string) => ok(interestsApi.deleteFavoriteInterest({ params: { id } })),
    invalidates: CHANGE,
    invalidatesOnFailure: CHANGE,
    failure,
  });
