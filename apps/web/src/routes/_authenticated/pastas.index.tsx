import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { foldersQueryOptions } from '@/features/folders/api/get-folders';
import { FoldersPage } from '@/features/folders/components/folders-page';
import { FOLDERS_SEARCH_DEFAULTS, FoldersSearchSchema } from '@/features/folders/model/folders-search';
import { loadQuery } from '@/lib/route-data';

export const Route = createFileRoute('/_authenticated/pastas/')({
  validateSearch: FoldersSearchSchema,
  search: { middlewares: [stripSearchParams(FOLDERS_SEARCH_DEFAULTS)] },
  staticData: { title: 'Minhas Pastas' },
  // The name filter runs on the loaded list: the search is not a loader dependency.
  loader: ({ context: { queryClient }, cause }) => loadQuery(queryClient, cause, foldersQueryOptions()),
  component: FoldersRoute,
});

function FoldersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FoldersPage
      params={search}
      onParams={(next, options) => void navigate({ search: (prev) => ({ ...prev, ...next }), ...options })}
    />
  );
}
