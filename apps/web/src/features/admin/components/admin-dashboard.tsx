import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminDashboardStats } from '@sniperads/contract';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconFolder,
  IconHeart,
  IconHourglass,
  IconUserPlus,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { RefreshButton } from '@/components/refresh-button';
import { useAdminDashboard, useSystemReady } from '../api/get-admin-dashboard';
import { RemoveDemoData } from './remove-demo-data';
import { StatCard } from './stat-card';
import { SystemCard } from './system-card';
import { usePreloadUsersScreen } from './use-preload-users-screen';

interface Stat {
  key: keyof Omit<AdminDashboardStats, 'generated_at'>;
  label: string;
  icon: TablerIcon;
  color?: string;
  hint?: string;
}

const TOTALS: Stat[] = [
  { key: 'total_users', label: 'Total de usuários', icon: IconUsers, hint: 'Sem administradores' },
  { key: 'total_favorites', label: 'Total de favoritos', icon: IconHeart, color: 'pink' },
  { key: 'total_folders', label: 'Total de pastas', icon: IconFolder, color: 'grape' },
  { key: 'trial_users', label: 'Usuários em trial', icon: IconHourglass, color: 'yellow' },
  {
    key: 'expired_trials',
    label: 'Trials expirados',
    icon: IconAlertTriangle,
    color: 'red',
    hint: 'Necessitam atenção',
  },
];

const GROWTH: Stat[] = [
  { key: 'new_users_today', label: 'Hoje', icon: IconUserPlus },
  { key: 'new_users_week', label: '7 dias', icon: IconCalendarEvent },
  { key: 'new_users_month', label: '30 dias', icon: IconCalendarEvent },
];

export function AdminDashboard() {
  const stats = useAdminDashboard();
  const ready = useSystemReady();
  usePreloadUsersScreen();
  const d = stats.data;
  const loading = stats.isPending;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard Administrativo"
        description="Visão geral de usuários, testes grátis e do sistema."
        actions={
          <RefreshButton
            loading={stats.isFetching}
            onClick={() => {
              void stats.refetch();
              void ready.refetch();
            }}
          />
        }
      />
      {stats.isError && (
        <LoadErrorAlert
          title="Erro ao carregar estatísticas"
          error={stats.error}
          fallback="Erro ao carregar estatísticas do sistema"
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
        {TOTALS.map((s) => (
          <StatCard
            key={s.key}
            label={s.label}
            value={d?.[s.key]}
            loading={loading}
            icon={<s.icon size={22} />}
            color={s.color}
            hint={s.hint}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card p="lg">
          <Title order={3} fz="lg" mb="md">
            Crescimento
          </Title>
          <SimpleGrid cols={3}>
            {GROWTH.map((s) => (
              <StatCard
                key={s.key}
                label={s.label}
                value={d?.[s.key]}
                loading={loading}
                icon={<s.icon size={20} />}
                color="teal"
              />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="sm">
            Novos cadastros no período, sem administradores.
          </Text>
        </Card>
        <SystemCard ready={ready.isPending ? undefined : Boolean(ready.data)} generatedAt={d?.generated_at} />
      </SimpleGrid>
      <RemoveDemoData />
    </Stack>
  );
}
