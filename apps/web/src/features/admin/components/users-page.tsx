import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type AdminUser, trialStatus } from '@sniperads/contract';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconHourglass,
  IconRefresh,
  IconSearch,
  IconUserCheck,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useSessionUser } from '@/lib/auth';
import { type TrialFilter, type UsersParams, useAdminUsers } from '../api/get-admin-users';
import { AdminPagination } from './admin-pagination';
import { CreateUserDialog } from './create-user-dialog';
import { StatCard } from './stat-card';
import { useUserActions } from './use-user-actions';
import { UserDetailDialog } from './user-detail-dialog';
import { UsersTable } from './users-table';

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
  const [search, setSearch] = useState(params.search);
  const [debounced] = useDebouncedValue(search, 500);
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  // A new search term starts again from page 1.
  useEffect(() => {
    if (debounced.trim() !== params.search) onParams({ search: debounced.trim(), page: 1 });
  }, [debounced, params.search, onParams]);

  const rows = users.data?.data ?? [];
  const open = rows.find((u) => u.id === openId) ?? null;
  const trials = rows.filter((u) => u.is_trial);
  const expired = trials.filter((u) => trialStatus(u.trial_days_remaining, u.trial_ends_at) === 'expired');
  const loading = users.isPending;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Gerenciar Usuários
          </Title>
          <Text c="dimmed">Contas, testes grátis e permissões.</Text>
        </div>
        <Group>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={users.isFetching}
            onClick={() => void users.refetch()}
          >
            Atualizar
          </Button>
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
            Criar Usuário
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard
          label="Total"
          value={users.data?.meta.total}
          loading={loading}
          icon={<IconUsers size={22} />}
          hint="Com os filtros atuais"
        />
        <StatCard
          label="Em trial"
          value={trials.length}
          loading={loading}
          icon={<IconHourglass size={22} />}
          color="yellow"
          hint="Nesta página"
        />
        <StatCard
          label="Ativos"
          value={rows.filter((u) => u.activity.is_active).length}
          loading={loading}
          icon={<IconUserCheck size={22} />}
          color="teal"
          hint="Nesta página"
        />
        <StatCard
          label="Trials expirados"
          value={expired.length}
          loading={loading}
          icon={<IconAlertTriangle size={22} />}
          color="red"
          hint="Nesta página"
        />
      </SimpleGrid>
      <Card p="lg">
        <Group mb="md" align="flex-end">
          <TextInput
            aria-label="Buscar usuários"
            placeholder="Buscar por nome, email ou localização..."
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Select
            aria-label="Filtro de trial"
            w={200}
            allowDeselect={false}
            value={params.trial}
            onChange={(value) => onParams({ trial: (value ?? 'all') as TrialFilter, page: 1 })}
            data={[
              { value: 'all', label: 'Todos os usuários' },
              { value: 'trial', label: 'Apenas em trial' },
              { value: 'no-trial', label: 'Sem trial' },
            ]}
          />
        </Group>
        {users.isError && !users.data ? (
          <Alert color="red" icon={<IconAlertCircle />} title="Erro ao carregar usuários" role="alert">
            {errorMessage(users.error, 'Erro ao carregar lista de usuários')}
            <Button mt="sm" size="xs" variant="white" color="red" onClick={() => void users.refetch()}>
              Tentar Novamente
            </Button>
          </Alert>
        ) : loading ? (
          <Stack>
            {['s1', 's2', 's3', 's4', 's5'].map((k) => (
              <Skeleton key={k} h={56} />
            ))}
          </Stack>
        ) : (
          <>
            <UsersTable
              users={rows}
              selfId={self.id}
              searching={Boolean(params.search) || params.trial !== 'all'}
              actions={actions}
              onOpen={(u) => setOpenId(u.id)}
              onDelete={setDeleting}
            />
            {users.data && <AdminPagination meta={users.data.meta} onPage={(page) => onParams({ page })} />}
          </>
        )}
      </Card>
      <CreateUserDialog opened={creating} onClose={() => setCreating(false)} />
      <UserDetailDialog user={open} onClose={() => setOpenId(null)} />
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
    </Stack>
  );
}
