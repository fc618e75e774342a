import { UuidSchema } from '@sniperads/contract/common';
import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { folderItemsQueryOptions } from '@/features/folders/api/get-folder-items';
import { FolderDetailPage } from '@/features/folders/components/folder-detail-page';
import {
  FOLDER_SEARCH_DEFAULTS,
  FolderSearchSchema,
  toFolderItemsQuery,
} from '@/features/folders/model/folders-search';
import { loadRecordQuery } from '@/lib/route-data';
import { useUrlState } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/pastas/$id')({
  validateSearch: FolderSearchSchema,
  search: { middlewares: [stripSearchParams(FOLDER_SEARCH_DEFAULTS)] },
  staticData: { title: 'Pasta' },
  // The view (grid or list) does not change what is fetched.
  loaderDeps: ({ search: { layout: _layout, ...query } }) => query,
  // An id that is no folder of this user's (malformed, unknown or another user's) is not found.
  loader: ({ context: { queryClient }, params, deps, cause }) => {
    if (!UuidSchema.safeParse(params.id).success) throw notFound();
    return loadRecordQuery(queryClient, cause, folderItemsQueryOptions(params.id, toFolderItemsQuery(deps)));
  },
  component: FolderDetailRoute,
});

function FolderDetailRoute() {
  const { id } = Route.useParams();
  return <FolderDetailPage key={id} id={id} {...useUrlState(Route)} />;
}
