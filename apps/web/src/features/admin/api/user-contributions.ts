import { CONTRIBUTIONS_PAGE_SIZE } from '@sniperads/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contributionsApi } from '@/lib/api/contributions';
import { ok } from '@/lib/api-fetcher';
import { adminKeys } from '@/lib/query-keys';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

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
export const usePurgeUserContributions = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: async (id: string) => ok(contributionsApi.purgeUserContributions({ params: { id } })),
    invalidates: 'contributions-purged',
    failure,
  });
