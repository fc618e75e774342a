import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { adminUsersQueryOptions } from '@/features/admin/api/get-admin-users';
import { UsersPage } from '@/features/admin/components/users-page';
import { USERS_SEARCH_DEFAULTS, UsersSearchSchema } from '@/features/admin/model/users-search';
import { loadQuery } from '@/lib/route-data';
import { useUrlState } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/_admin/admin/usuarios')({
  validateSearch: UsersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadQuery(queryClient, cause, adminUsersQueryOptions(deps)),
  staticData: { title: 'Gerenciar Usuários' },
  component: UsersRoute,
});

function UsersRoute() {
  return <UsersPage {...useUrlState(Route)} />;
}
