import { CONTRIBUTIONS_PAGE_SIZE } from '@sniperads/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { adminKeys } from './get-admin-dashboard';

export const contributionsKeys = {
  user: (id: string) => [...adminKeys.all, 'contributions', id] as const,
  page: (id: string, page: number) => [...contributionsKeys.user(id), page] as const,
};

/** GET /api/admin/users/:id/contributions */
export const useUserContributions = (id: string, page: number) =>
  useQuery({
    queryKey: contributionsKeys.page(id, page),
    queryFn: async () =>
      ok(
        api.contributions.getUserContributions({
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
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => ok(api.contributions.purgeUserContributions({ params: { id } })),
    onSuccess: () =>
      Promise.all(
        [adminKeys.all, ['ads'], ['offers']].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
};
