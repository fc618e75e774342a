import type {
  CreateTrackedInterestInput,
  TrackedListQuery,
  UpdateTrackedInterestInput,
} from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { interestsApi } from '@/lib/api/interests';
import { ok } from '@/lib/api-fetcher';
import { interestKeys } from '@/lib/query-keys';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

export const trackedInterestsQueryOptions = (query: TrackedListQuery) =>
  queryOptions({
    queryKey: interestKeys.tracked(query),
    queryFn: async () => (await ok(interestsApi.getTrackedInterests({ query }))).data,
  });

export const useTrackedInterests = (query: TrackedListQuery) =>
  useQuery({ ...trackedInterestsQueryOptions(query), placeholderData: keepPreviousData });

// A refusal (a name already tracked, a row gone) means the list on screen is stale.
const CHANGE = 'tracked-interests-changed';

export const useCreateTrackedInterest = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (body: CreateTrackedInterestInput) => ok(interestsApi.createTrackedInterest({ body })),
    invalidates: CHANGE,
    invalidatesOnFailure: CHANGE,
    failure,
  });

export const useUpdateTrackedInterest = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTrackedInterestInput }) =>
      ok(interestsApi.updateTrackedInterest({ params: { id }, body })),
    invalidates: CHANGE,
    invalidatesOnFailure: CHANGE,
    failure,
  });

export const useDeleteTrackedInterest = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (id: string) => ok(interestsApi.deleteTrackedInterest({ params: { id } })),
    invalidates: CHANGE,
    invalidatesOnFailure: CHANGE,
    failure,
  });
