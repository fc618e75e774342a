import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { keywordQueryOptions } from '@/features/keywords/api/get-keyword';
import { KeywordEditPage } from '@/features/keywords/components/admin/keyword-editor-pages';
import {
  ADMIN_KEYWORDS_SEARCH_DEFAULTS,
  AdminKeywordsSearchSchema,
} from '@/features/keywords/model/keywords-search';
import { loadQuery } from '@/lib/route-data';

export const Route = createFileRoute('/_authenticated/_admin/admin/palavras-chave/editar/$id')({
  // The list's page and search ride along, so saving or going back returns to them.
  validateSearch: AdminKeywordsSearchSchema,
  search: { middlewares: [stripSearchParams(ADMIN_KEYWORDS_SEARCH_DEFAULTS)] },
  staticData: { title: 'Editar Palavra-chave' },
  // A missing keyword is answered by the page (a toast and back to the list), so the read is not suspense.
  loader: ({ context: { queryClient }, params, cause }) =>
    loadQuery(queryClient, cause, keywordQueryOptions(params.id)),
  component: EditRoute,
});

function EditRoute() {
  const { id } = Route.useParams();
  return <KeywordEditPage id={id} back={Route.useSearch()} />;
}
