import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { keywordNichesQueryOptions } from '@/features/keywords/api/get-keyword-niches';
import { keywordStatsQueryOptions } from '@/features/keywords/api/get-keyword-stats';
import { keywordsQueryOptions } from '@/features/keywords/api/get-keywords';
import { KeywordsPage } from '@/features/keywords/components/keywords-page';
import {
  KEYWORDS_SEARCH_DEFAULTS,
  KeywordsSearchSchema,
  toKeywordsQuery,
} from '@/features/keywords/model/keywords-search';
import { loadQuery } from '@/lib/route-data';
import { useUrlState } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/palavras-chave')({
  validateSearch: KeywordsSearchSchema,
  search: { middlewares: [stripSearchParams(KEYWORDS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    await Promise.all([
      loadQuery(queryClient, cause, keywordsQueryOptions(toKeywordsQuery(deps))),
      loadQuery(queryClient, cause, keywordStatsQueryOptions()),
      loadQuery(queryClient, cause, keywordNichesQueryOptions()),
    ]);
  },
  staticData: { title: 'Palavras-Chave' },
  component: KeywordsRoute,
});

function KeywordsRoute() {
  return <KeywordsPage {...useUrlState(Route)} />;
}
