import { ADMIN_PAGE_SIZE, type AuditAction } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api/admin';
import { ok } from '@/lib/api-fetcher';
import { adminKeys } from '@/lib/query-keys';

export interface AuditParams {
  page: number;
  search: string;
  action: AuditAction | null;
}

/** GET /api/admin/audit */
export const auditQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: adminKeys.audit(params),
    queryFn: async () =>
      ok(
        adminApi.getAudit({
          query: {
            page: params.page,
            limit: ADMIN_PAGE_SIZE,
            ...(params.search ? { search: params.search } : {}),
            ...(params.action ? { action: params.action } : {}),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useAudit = (params: AuditParams) => useQuery(auditQueryOptions(params));
