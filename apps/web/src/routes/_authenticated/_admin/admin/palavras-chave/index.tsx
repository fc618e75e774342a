import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { adminKeywordsQueryOptions } from '@/features/keywords/api/admin-keywords';
import { AdminKeywordsPage } from '@/features/keywords/components/admin/admin-keywords-page';
import {
  ADMIN_KEYWORDS_SEARCH_DEFAULTS,
  AdminKeywordsSearchSchema,
  toAdminKeywordsQuery,
} from '@/features/keywords/model/keywords-search';
import { loadQuery } from '@/lib/route-data';
import { useUrlState } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/_admin/admin/palavras-chave/')({
  validateSearch: AdminKeywordsSearchSchema,
  search: { middlewares: [stripSearchParams(ADMIN_KEYWORDS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadQuery(queryClient, cause, adminKeywordsQueryOptions(toAdminKeywordsQuery(deps))),
  staticData: { title: 'Palavras-chave' },
  component: AdminKeywordsRoute,
});

function AdminKeywordsRoute() {
  return <AdminKeywordsPage {...useUrlState(Route)} />;
}
