import { ADMIN_PAGE_SIZE } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export type TrialFilter = 'all' | 'trial' | 'no-trial';
export interface UsersParams {
  page: number;
  search: string;
  trial: TrialFilter;
}

/** GET /api/admin/users: page, limit 15, search, and is_trial only when filtering. */
export const adminUsersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: adminKeys.users(params),
    queryFn: async () => {
      const query = {
        page: params.page,
        limit: ADMIN_PAGE_SIZE,
        ...(params.search ? { search: params.search } : {}),
        ...(params.trial === 'all'
          ? {}
          : { is_trial: params.trial === 'trial' ? ('true' as const) : ('false' as const) }),
      };
      return ok(api.admin.getUsers({ query }));
    },
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (params: UsersParams) => useQuery(adminUsersQueryOptions(params));
