import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { KeywordCreatePage } from '@/features/keywords/components/admin/keyword-editor-pages';
import {
  ADMIN_KEYWORDS_SEARCH_DEFAULTS,
  AdminKeywordsSearchSchema,
} from '@/features/keywords/model/keywords-search';

export const Route = createFileRoute('/_authenticated/_admin/admin/palavras-chave/nova')({
  // The list's page and search ride along, so saving or cancelling returns to them.
  validateSearch: AdminKeywordsSearchSchema,
  search: { middlewares: [stripSearchParams(ADMIN_KEYWORDS_SEARCH_DEFAULTS)] },
  staticData: { title: 'Nova Palavra-chave' },
  component: CreateRoute,
});

function CreateRoute() {
  return <KeywordCreatePage back={Route.useSearch()} />;
}
