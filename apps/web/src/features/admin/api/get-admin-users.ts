import { ADMIN_PAGE_SIZE, type AdminTrialFilter } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api/admin';
import { ok } from '@/lib/api-fetcher';
import { adminKeys } from '@/lib/query-keys';

/** 'all', or one of the trial states of rules/trial.ts (the same as the dashboard's counts). */
export type TrialFilter = 'all' | AdminTrialFilter;
export interface UsersParams {
  page: number;
  search: string;
  trial: TrialFilter;
}

/** GET /api/admin/users: page, limit 15, search, and trial only when filtering. */
export const adminUsersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: adminKeys.users(params),
    queryFn: async () => {
      const query = {
        page: params.page,
        limit: ADMIN_PAGE_SIZE,
        ...(params.search ? { search: params.search } : {}),
        ...(params.trial === 'all' ? {} : { trial: params.trial }),
      };
      return ok(adminApi.getUsers({ query }));
    },
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (params: UsersParams) => useQuery(adminUsersQueryOptions(params));
