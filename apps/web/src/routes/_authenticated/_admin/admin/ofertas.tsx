import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { candidatesQueryOptions } from '@/features/offers/api/offers';
import { OffersReview } from '@/features/offers/components/offers-review';
import {
  CANDIDATES_SEARCH_DEFAULTS,
  CandidatesSearchSchema,
  toCandidatesQuery,
} from '@/features/offers/model/offers-search';
import { loadQuery } from '@/lib/route-data';
import { useUrlState } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/_admin/admin/ofertas')({
  validateSearch: CandidatesSearchSchema,
  search: { middlewares: [stripSearchParams(CANDIDATES_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadQuery(queryClient, cause, candidatesQueryOptions(toCandidatesQuery(deps))),
  staticData: { title: 'Ofertas candidatas' },
  component: OffersReviewRoute,
});

function OffersReviewRoute() {
  return <OffersReview {...useUrlState(Route)} />;
}
