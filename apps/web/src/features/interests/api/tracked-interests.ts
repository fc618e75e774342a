import type {
  CreateTrackedInterestInput,
  TrackedListQuery,
  UpdateTrackedInterestInput,
} from '@sniperads/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { interestsApi } from '@/lib/api/interests';
import { ok } from '@/lib/api-fetcher';
import { useInvalidateAfter } from '@/lib/invalidation';
import { interestKeys } from '@/lib/query-keys';

export const trackedInterestsQueryOptions = (query: TrackedListQuery) =>
  queryOptions({
    queryKey: interestKeys.tracked(query),
    queryFn: async () => (await ok(interestsApi.getTrackedInterests({ query }))).data,
  });

export const useTrackedInterests = (query: TrackedListQuery) =>
  useQuery({ ...trackedInterestsQueryOptions(query), placeholderData: keepPreviousData });

const useInvalidateTracked = () => {
  const invalidateAfter = useInvalidateAfter();
  return () => invalidateAfter('tracked-interests-changed');
};

export const useCreateTrackedInterest = () => {
  const onSettled = useInvalidateTracked();
  return useMutation({
    mutationFn: (body: CreateTrackedInterestInput) => ok(interestsApi.createTrackedInterest({ body })),
    onSettled,
  });
};

export const useUpdateTrackedInterest = () => {
  const onSettled = useInvalidateTracked();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTrackedInterestInput }) =>
      ok(interestsApi.updateTrackedInterest({ params: { id }, body })),
    onSettled,
  });
};

export const useDeleteTrackedInterest = () => {
  const onSettled = useInvalidateTracked();
  return useMutation({
    mutationFn: (id: string) => ok(interestsApi.deleteTrackedInterest({ params: { id } })),
    onSettled,
  });
};
