import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { studioQueryOptions } from '@/features/studio/api/studio';
import { StudioPage } from '@/features/studio/components/studio-page';
import { STUDIO_SEARCH_DEFAULTS, StudioSearchSchema } from '@/features/studio/model/studio-search';
import { loadQuery } from '@/lib/route-data';
import { requireTester } from '@/lib/route-guards';
import { useUrlState } from '@/lib/search-params';

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
  return <StudioPage {...useUrlState(Route)} />;
}
