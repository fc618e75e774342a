import { createFileRoute } from '@tanstack/react-router';
import { offerPageQueryOptions } from '@/features/offers/api/get-offer-page';
import { OfferPage } from '@/features/offers/components/offer-page';
import { OfferPageSearchSchema } from '@/features/offers/model/offer-page-search';
import { favoritedAdIdsQueryOptions } from '@/lib/ad-favorites';
import { loadQuery } from '@/lib/route-data';

export const Route = createFileRoute('/_authenticated/ofertas/$dominio')({
  validateSearch: OfferPageSearchSchema,
  loaderDeps: ({ search }) => ({ days: search.dias ?? 30 }),
  loader: async ({ context: { queryClient }, params, deps, cause }) => {
    await Promise.all([
      loadQuery(queryClient, cause, offerPageQueryOptions(params.dominio, deps.days)),
      loadQuery(queryClient, cause, favoritedAdIdsQueryOptions()),
    ]);
  },
  staticData: { title: 'Oferta' },
  component: OfferRoute,
});

function OfferRoute() {
  const { dominio } = Route.useParams();
  const { dias } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OfferPage
      key={dominio}
      domain={dominio}
      days={dias ?? 30}
      onDays={(days) => void navigate({ search: { dias: days === 30 ? undefined : days }, replace: true })}
    />
  );
}
