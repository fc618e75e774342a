import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { studioQueryOptions } from '@/features/studio/api/studio';
import { StudioPage } from '@/features/studio/components/studio-page';
import { STUDIO_SEARCH_DEFAULTS, StudioSearchSchema } from '@/features/studio/model/studio-search';
import { loadQuery } from '@/lib/route-data';
import { requireTester } from '@/lib/route-guards';

export const Route = createFileRoute('/_authenticated/studio')({
  validateSearch: StudioSearchSchema,
  search: { middlewares: [stripSearchParams(STUDIO_SEARCH_DEFAULTS)] },
  staticData: { title: 'Studio Criativa' },
  beforeLoad: requireTester,
  // Search and selection work on the loaded list: they are not loader dependencies.
  loader: ({ context: { queryClient }, cause }) => loadQuery(queryClient, cause, studioQueryOptions()),
  component: StudioRoute,
});

function StudioRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StudioPage
      params={search}
      onParams={(next, options) => void navigate({ search: (prev) => ({ ...prev, ...next }), ...options })}
    />
  );
}
