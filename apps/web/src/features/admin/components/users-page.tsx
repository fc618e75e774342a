import { Button, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { type AdminUser, trialState } from '@sniperads/contract';
import {
  IconAlertTriangle,
  IconHourglass,
  IconUserCheck,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyAfterLoad } from '@/components/after-load';
import { PageHeader } from '@/components/page-header';
import { RefreshButton } from '@/components/refresh-button';
import { SearchInput } from '@/components/search-input';
import { useSessionUser } from '@/lib/auth';
import { useOnceTrue } from '@/lib/use-once-true';
import { useSearchText } from '@/lib/use-search-text';
import { type TrialFilter, type UsersParams, useAdminUsers } from '../api/get-admin-users';
import { AdminListCard } from './admin-list-card';
import { StatCard } from './stat-card';
import { useUserActions } from './use-user-actions';
import { UsersTable } from './users-table';

// The dialogs (Mantine's Modal with its portal, focus trap and transitions; the detail's plan field
// and contributions) are not part of the first view: their code arrives once the page has
// settled, or with the first opening, and each mounts when first opened.
const CreateUserDialog = lazyAfterLoad(() => import('./create-user-dialog').then((m) => m.CreateUserDialog));
const UserDetailDialog = lazyAfterLoad(() => import('./user-detail-dialog').then((m) => m.UserDetailDialog));
const ConfirmDialog = lazyAfterLoad(() => import('@/components/confirm-dialog').then((m) => m.ConfirmDialog));

export const DELETE_USER_TEXT =
  'Tem certeza que deseja excluir este usuário? Esta ação não pode ser desfeita. Todos os dados do usuário serão permanentemente removidos.';

interface Props {
  params: UsersParams;
  onParams: (next: Partial<UsersParams>) => void;
}

export function UsersPage({ params, onParams }: Props) {
  const self = useSessionUser();
  const users = useAdminUsers(params);
  const actions = useUserActions();
  // A new search term starts again from page 1.
  const [search, setSearch] = useSearchText(
    params.search,
    (text) => onParams({ search: text, page: 1 }),
    500,
  );
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const rows = users.data?.data ?? [];
  const open = rows.find((u) => u.id === openId) ?? null;
  // 'Em trial' is one rule everywhere (rules/trial.ts): the filter, the dashboard and these cards.
  const stateOf = (u: AdminUser) => trialState(u.is_trial, u.trial_ends_at);
  const trials = rows.filter((u) => stateOf(u) === 'running');
  const expired = rows.filter((u) => stateOf(u) === 'expired');
  const loading = users.isPending;
  const createMounted = useOnceTrue(creating);
  const detailMounted = useOnceTrue(open !== null);
  const deleteMounted = useOnceTrue(deleting !== null);

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
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard
          label="Total"
          value={users.data?.meta.total}
          loading={loading}
          icon={<IconUsers size={22} />}
          hint="Com os filtros atuais"
        />
        {[
          { label: 'Em trial', value: trials.length, icon: IconHourglass, color: 'yellow' },
          {
            label: 'Ativos',
            value: rows.filter((u) => u.activity.is_active).length,
            icon: IconUserCheck,
            color: 'teal',
          },
          { label: 'Trials expirados', value: expired.length, icon: IconAlertTriangle, color: 'red' },
        ].map((s) => (
          <StatCard
            key={s.label}
            label={s.label}
            value={s.value}
            loading={loading}
            icon={<s.icon size={22} />}
            color={s.color}
            hint="Nesta página"
          />
        ))}
      </SimpleGrid>
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
              data={[
                { value: 'all', label: 'Todos os usuários' },
                { value: 'running', label: 'Apenas em trial' },
                { value: 'expired', label: 'Trial expirado' },
                { value: 'none', label: 'Sem trial' },
              ]}
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
      {/* The dialogs mount when first opened: the table's rows come first. Each waits for its
          code on its own, so one arriving never hides another. */}
      {createMounted && (
        <Suspense fallback={null}>
          <CreateUserDialog opened={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
      {detailMounted && (
        <Suspense fallback={null}>
          <UserDetailDialog user={open} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
      {deleteMounted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={deleting !== null}
            title="Excluir usuário"
            confirmLabel="Excluir"
            loading={actions.busy}
            onClose={() => setDeleting(null)}
            onConfirm={() => deleting && actions.remove(deleting, () => setDeleting(null))}
          >
            {DELETE_USER_TEXT}
          </ConfirmDialog>
        </Suspense>
      )}
    </Stack>
  );
}
