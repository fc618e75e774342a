import { AD_NICHES } from '@sniperads/contract/rules/ads';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { offersQueryOptions } from '@/features/offers/api/offers';
import { OffersPage } from '@/features/offers/components/offers-page';
import { favoritedAdIdsQueryOptions } from '@/lib/ad-favorites';
import { loadQuery } from '@/lib/route-data';

export const Route = createFileRoute('/_authenticated/ofertas-escaladas')({
  validateSearch: z.object({
    q: z.string().trim().min(1).max(200).optional().catch(undefined),
    niche: z.enum(AD_NICHES).optional().catch(undefined),
    page: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    await Promise.all([
      loadQuery(
        queryClient,
        cause,
        offersQueryOptions({ search: deps.q, niche: deps.niche, page: deps.page ?? 1 }),
      ),
      loadQuery(queryClient, cause, favoritedAdIdsQueryOptions()),
    ]);
  },
  staticData: { title: 'Ofertas Escaladas' },
  component: OffersRoute,
});

function OffersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OffersPage search={search} onChange={(next) => void navigate({ search: next as typeof search })} />;
}
