import { AUDIT_ACTIONS } from '@sniperads/contract/rules/audit';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { type AuditParams, auditQueryOptions } from '@/features/admin/api/get-audit';
import { AuditPage } from '@/features/admin/components/audit-page';
import { loadQuery } from '@/lib/route-data';

const Search = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  search: z.string().optional().catch(undefined),
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/_admin/admin/auditoria')({
  validateSearch: Search,
  loaderDeps: ({ search }) => toParams(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadQuery(queryClient, cause, auditQueryOptions(deps)),
  staticData: { title: 'Auditoria' },
  component: AuditRoute,
});

const toParams = (s: z.output<typeof Search>): AuditParams => ({
  page: s.page ?? 1,
  search: s.search ?? '',
  action: s.action ?? null,
});

function AuditRoute() {
  const params = toParams(Route.useSearch());
  const navigate = Route.useNavigate();
  const onParams = useCallback(
    (next: Partial<AuditParams>) =>
      void navigate({
        search: (prev) => {
          const merged = {
            page: prev.page ?? 1,
            search: prev.search ?? '',
            action: prev.action ?? null,
            ...next,
          };
          return {
            page: merged.page > 1 ? merged.page : undefined,
            search: merged.search || undefined,
            action: merged.action ?? undefined,
          };
        },
        // Typing replaces the history entry; a new page or filter is a step 'Voltar' can undo.
        replace: next.search !== undefined,
      }),
    [navigate],
  );
  return <AuditPage params={params} onParams={onParams} />;
}
