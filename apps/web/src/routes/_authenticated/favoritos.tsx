import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { favoritesQueryOptions } from '@/features/favorites/api/get-favorites';
import { folderOptionsQueryOptions } from '@/features/favorites/api/get-folder-options';
import { FavoritesPage } from '@/features/favorites/components/favorites-page';
import {
  FAVORITES_SEARCH_DEFAULTS,
  FavoritesSearchSchema,
  toFavoritesParams,
} from '@/features/favorites/model/favorites-search';
import { loadQuery } from '@/lib/route-data';
import { useUrlState } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/favoritos')({
  validateSearch: FavoritesSearchSchema,
  search: { middlewares: [stripSearchParams(FAVORITES_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    await Promise.all([
      loadQuery(queryClient, cause, favoritesQueryOptions(toFavoritesParams(deps))),
      loadQuery(queryClient, cause, folderOptionsQueryOptions()),
    ]);
  },
  staticData: { title: 'Meus Favoritos' },
  component: FavoritesRoute,
});

function FavoritesRoute() {
  return <FavoritesPage {...useUrlState(Route)} />;
}
