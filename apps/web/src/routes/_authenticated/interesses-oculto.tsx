import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { favoriteInterestsQueryOptions } from '@/features/interests/api/favorite-interests';
import { interestSearchQueryOptions } from '@/features/interests/api/search-interests';
import { trackedInterestsQueryOptions } from '@/features/interests/api/tracked-interests';
import { InterestsPage } from '@/features/interests/components/interests-page';
import {
  INTERESTS_SEARCH_DEFAULTS,
  InterestsSearchSchema,
  MIN_INTEREST_TERM,
  toInterestSearch,
  toTrackedQuery,
} from '@/features/interests/model/interests-search';
import { loadQuery } from '@/lib/route-data';
import { useUrlState } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/interesses-oculto')({
  validateSearch: InterestsSearchSchema,
  search: { middlewares: [stripSearchParams(INTERESTS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    await Promise.all([
      loadQuery(queryClient, cause, favoriteInterestsQueryOptions()),
      loadQuery(queryClient, cause, trackedInterestsQueryOptions(toTrackedQuery(deps))),
      deps.q.length >= MIN_INTEREST_TERM &&
        loadQuery(queryClient, cause, interestSearchQueryOptions(toInterestSearch(deps))),
    ]);
  },
  staticData: { title: 'Interesses Oculto' },
  component: InterestsRoute,
});

function InterestsRoute() {
  return <InterestsPage {...useUrlState(Route)} />;
}
