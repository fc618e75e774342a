import { CONTRIBUTIONS_PAGE_SIZE } from '@sniperads/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { contributionsApi } from '@/lib/api/contributions';
import { ok } from '@/lib/api-fetcher';
import { useInvalidateAfter } from '@/lib/invalidation';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/users/:id/contributions */
export const useUserContributions = (id: string, page: number) =>
  useQuery({
    queryKey: adminKeys.contributionsPage(id, page),
    queryFn: async () =>
      ok(
        contributionsApi.getUserContributions({
          params: { id },
          query: { page, per_page: CONTRIBUTIONS_PAGE_SIZE },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/**
 * DELETE /api/admin/users/:id/contributions. Ads leave the library too, so the admin area and
 * any cached library or offers pages are refetched.
 */
export const usePurgeUserContributions = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: async (id: string) => ok(contributionsApi.purgeUserContributions({ params: { id } })),
    onSuccess: () => invalidateAfter('contributions-purged'),
  });
};
