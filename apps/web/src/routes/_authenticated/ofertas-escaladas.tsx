import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { offersQueryOptions } from '@/features/offers/api/offers';
import { OffersPage } from '@/features/offers/components/offers-page';
import {
  ESCALATED_SEARCH_DEFAULTS,
  EscalatedSearchSchema,
  toOffersQuery,
} from '@/features/offers/model/escalated-search';
import { favoritedAdIdsQueryOptions } from '@/lib/ad-favorites';
import { loadQuery } from '@/lib/route-data';
import { useUrlState } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/ofertas-escaladas')({
  validateSearch: EscalatedSearchSchema,
  search: { middlewares: [stripSearchParams(ESCALATED_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    await Promise.all([
      loadQuery(queryClient, cause, offersQueryOptions(toOffersQuery(deps))),
      loadQuery(queryClient, cause, favoritedAdIdsQueryOptions()),
    ]);
  },
  staticData: { title: 'Ofertas Escaladas' },
  component: OffersRoute,
});

function OffersRoute() {
  return <OffersPage {...useUrlState(Route)} />;
}
