import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { auditQueryOptions } from '@/features/admin/api/get-audit';
import { AuditPage } from '@/features/admin/components/audit-page';
import { AUDIT_SEARCH_DEFAULTS, AuditSearchSchema } from '@/features/admin/model/audit-search';
import { loadQuery } from '@/lib/route-data';
import { useUrlState } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/_admin/admin/auditoria')({
  validateSearch: AuditSearchSchema,
  search: { middlewares: [stripSearchParams(AUDIT_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadQuery(queryClient, cause, auditQueryOptions(deps)),
  staticData: { title: 'Auditoria' },
  component: AuditRoute,
});

function AuditRoute() {
  return <AuditPage {...useUrlState(Route)} />;
}
