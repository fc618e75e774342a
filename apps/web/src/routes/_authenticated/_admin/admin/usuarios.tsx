import { ADMIN_TRIAL_FILTERS } from '@sniperads/contract/rules/trial';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { adminUsersQueryOptions, type UsersParams } from '@/features/admin/api/get-admin-users';
import { UsersPage } from '@/features/admin/components/users-page';
import { loadQuery } from '@/lib/route-data';

const Search = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  search: z.string().optional().catch(undefined),
  trial: z
    .enum(['all', ...ADMIN_TRIAL_FILTERS])
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/_authenticated/_admin/admin/usuarios')({
  validateSearch: Search,
  loaderDeps: ({ search }) => toParams(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadQuery(queryClient, cause, adminUsersQueryOptions(deps)),
  staticData: { title: 'Gerenciar Usuários' },
  component: UsersRoute,
});

const toParams = (s: z.output<typeof Search>): UsersParams => ({
  page: s.page ?? 1,
  search: s.search ?? '',
  trial: s.trial ?? 'all',
});

function UsersRoute() {
  const params = toParams(Route.useSearch());
  const navigate = Route.useNavigate();
  const onParams = useCallback(
    (next: Partial<UsersParams>) =>
      void navigate({
        search: (prev) => {
          const merged = {
            page: prev.page ?? 1,
            search: prev.search ?? '',
            trial: prev.trial ?? 'all',
            ...next,
          };
          return {
            page: merged.page > 1 ? merged.page : undefined,
            search: merged.search || undefined,
            trial: merged.trial === 'all' ? undefined : merged.trial,
          };
        },
        // Typing replaces the history entry; a new page or filter is a step 'Voltar' can undo.
        replace: next.search !== undefined,
      }),
    [navigate],
  );
  return <UsersPage params={params} onParams={onParams} />;
}
