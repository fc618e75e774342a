import { Button, NativeSelect, Stack } from '@mantine/core';
import { ADMIN_TRIAL_FILTER_LABEL, type AdminUser } from '@sniperads/contract';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { RefreshButton } from '@/components/refresh-button';
import { SearchInput } from '@/components/search-input';
import { useSessionUser } from '@/lib/auth';
import type { SearchChange } from '@/lib/search-params';
import { useSearchText } from '@/lib/use-search-text';
import { type TrialFilter, useAdminUsers } from '../api/get-admin-users';
import type { UsersSearch } from '../model/users-search';
import { AdminListCard } from './admin-list-card';
import { useUserActions } from './use-user-actions';
import { UsersDialogs } from './users-dialogs';
import { UsersStats } from './users-stats';
import { UsersTable } from './users-table';

/** Search, trial filter and page live in the URL; a new search or filter goes back to page 1. */
export function UsersPage({
  params,
  onParams,
}: {
  params: UsersSearch;
  onParams: SearchChange<UsersSearch>;
}) {
  const self = useSessionUser();
  const users = useAdminUsers(params);
  const actions = useUserActions();
  // A new search term starts again from page 1.
  const [search, setSearch] = useSearchText(
    params.search,
    (text) => onParams({ search: text, page: 1 }, { replace: true }),
    500,
  );
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const rows = users.data?.data ?? [];
  const open = rows.find((u) => u.id === openId) ?? null;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Gerenciar Usuários"
        description="Contas, testes grátis e permissões."
        actions={
          <>
            <RefreshButton loading={users.isFetching} onClick={() => void users.refetch()} />
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
              Criar Usuário
            </Button>
          </>
        }
      />
      <UsersStats rows={rows} total={users.data?.meta.total} loading={users.isPending} />
      <AdminListCard
        list={users}
        errorTitle="Erro ao carregar usuários"
        errorFallback="Erro ao carregar lista de usuários"
        rowHeight={56}
        onPage={(page) => onParams({ page })}
        filters={
          <>
            <SearchInput
              label="Buscar usuários"
              placeholder="Buscar por nome, email ou localização..."
              value={search}
              onChange={setSearch}
              style={{ flex: 1, minWidth: 220 }}
            />
            {/* The browser's select, as the lists' page size (see PageSizeSelect). */}
            <NativeSelect
              aria-label="Filtro de trial"
              w={200}
              value={params.trial}
              onChange={(event) => onParams({ trial: event.currentTarget.value as TrialFilter, page: 1 })}
              data={Object.entries(ADMIN_TRIAL_FILTER_LABEL).map(([value, label]) => ({ value, label }))}
            />
          </>
        }
      >
        <UsersTable
          users={rows}
          selfId={self.id}
          searching={Boolean(params.search) || params.trial !== 'all'}
          actions={actions}
          onOpen={(u) => setOpenId(u.id)}
          onDelete={setDeleting}
        />
      </AdminListCard>
      <UsersDialogs
        creating={creating}
        open={open}
        deleting={deleting}
        actions={actions}
        onCloseCreate={() => setCreating(false)}
        onCloseDetail={() => setOpenId(null)}
        onCloseDelete={() => setDeleting(null)}
      />
    </Stack>
  );
}
