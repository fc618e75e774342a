import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { APP_VERSION } from '@sniperads/contract';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCalendarEvent,
  IconFolder,
  IconHeart,
  IconHourglass,
  IconRefresh,
  IconServer,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useAdminDashboard, useSystemReady } from '../api/get-admin-dashboard';
import { StatCard } from './stat-card';

export function AdminDashboard() {
  const stats = useAdminDashboard();
  const ready = useSystemReady();
  const d = stats.data;
  const loading = stats.isPending;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Dashboard Administrativo
          </Title>
          <Text c="dimmed">Visão geral de usuários, testes grátis e do sistema.</Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={stats.isFetching}
          onClick={() => {
            void stats.refetch();
            void ready.refetch();
          }}
        >
          Atualizar
        </Button>
      </Group>
      {stats.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Erro ao carregar estatísticas" role="alert">
          {errorMessage(stats.error, 'Erro ao carregar estatísticas do sistema')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
        <StatCard
          label="Total de usuários"
          value={d?.total_users}
          loading={loading}
          icon={<IconUsers size={22} />}
        />
        <StatCard
          label="Total de favoritos"
          value={d?.total_favorites}
          loading={loading}
          icon={<IconHeart size={22} />}
          color="pink"
        />
        <StatCard
          label="Total de pastas"
          value={d?.total_folders}
          loading={loading}
          icon={<IconFolder size={22} />}
          color="grape"
        />
        <StatCard
          label="Usuários em trial"
          value={d?.trial_users}
          loading={loading}
          icon={<IconHourglass size={22} />}
          color="yellow"
        />
        <StatCard
          label="Trials expirados"
          value={d?.expired_trials}
          loading={loading}
          icon={<IconAlertTriangle size={22} />}
          color="red"
          hint="Necessitam atenção"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card p="lg">
          <Title order={3} fz="lg" mb="md">
            Crescimento
          </Title>
          <SimpleGrid cols={3}>
            <StatCard
              label="Hoje"
              value={d?.new_users_today}
              loading={loading}
              icon={<IconUserPlus size={20} />}
              color="teal"
            />
            <StatCard
              label="7 dias"
              value={d?.new_users_week}
              loading={loading}
              icon={<IconCalendarEvent size={20} />}
              color="teal"
            />
            <StatCard
              label="30 dias"
              value={d?.new_users_month}
              loading={loading}
              icon={<IconCalendarEvent size={20} />}
              color="teal"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="sm">
            Novos cadastros no período.
          </Text>
        </Card>
        <Card p="lg" data-testid="system-card">
          <Group justify="space-between" mb="md">
            <Title order={3} fz="lg">
              Sistema
            </Title>
            <IconServer size={22} />
          </Group>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text c="dimmed">Versão</Text>
              <Text fw={600}>{APP_VERSION}</Text>
            </Group>
            <Group justify="space-between">
              <Text c="dimmed">Última atualização</Text>
              <Text fw={600}>outubro de 2025</Text>
            </Group>
            <Group justify="space-between">
              <Text c="dimmed">Status</Text>
              {ready.isPending ? (
                <Badge color="gray">Verificando...</Badge>
              ) : ready.data ? (
                <Badge color="teal">Operacional</Badge>
              ) : (
                <Badge color="red">Indisponível</Badge>
              )}
            </Group>
            <Group justify="space-between">
              <Text c="dimmed">Dados de</Text>
              <Text size="sm">{d ? formatDateTime(d.generated_at) : '—'}</Text>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
