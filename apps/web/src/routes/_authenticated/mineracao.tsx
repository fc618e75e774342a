import { createFileRoute } from '@tanstack/react-router';
import { MiningPage } from '@/features/ads/components/mining-page';
import { MiningSearchSchema } from '@/features/ads/model/mining-search';

export const Route = createFileRoute('/_authenticated/mineracao')({
  validateSearch: MiningSearchSchema,
  staticData: { title: 'Mineração de Anúncios' },
  component: MiningRoute,
});

function MiningRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MiningPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
