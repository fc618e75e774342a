import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { foldersQueryOptions } from '@/features/folders/api/get-folders';
import { FoldersPage } from '@/features/folders/components/folders-page';
import { FOLDERS_SEARCH_DEFAULTS, FoldersSearchSchema } from '@/features/folders/model/folders-search';
import { loadQuery } from '@/lib/route-data';
import { useUrlState } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/pastas/')({
  validateSearch: FoldersSearchSchema,
  search: { middlewares: [stripSearchParams(FOLDERS_SEARCH_DEFAULTS)] },
  staticData: { title: 'Minhas Pastas' },
  // The name filter runs on the loaded list: the search is not a loader dependency.
  loader: ({ context: { queryClient }, cause }) => loadQuery(queryClient, cause, foldersQueryOptions()),
  component: FoldersRoute,
});

function FoldersRoute() {
  return <FoldersPage {...useUrlState(Route)} />;
}
