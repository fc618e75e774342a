import { AD_NICHES } from '@sniperads/contract';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { OffersPage } from '@/features/offers/components/offers-page';

export const Route = createFileRoute('/_authenticated/ofertas-escaladas')({
  validateSearch: z.object({
    q: z.string().trim().min(1).max(200).optional().catch(undefined),
    niche: z.enum(AD_NICHES).optional().catch(undefined),
    page: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
  }),
  staticData: { title: 'Ofertas Escaladas' },
  component: OffersRoute,
});

function OffersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OffersPage search={search} onChange={(next) => void navigate({ search: next as typeof search })} />;
}
