import { Badge, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminUser } from '@sniperads/contract';
import { formatDateTime } from '@/lib/format';
import { RoleBadges, TrialStatusBadge } from './user-badges';
import { StatsCell } from './user-cells';
import { UserContributionsSection } from './user-contributions-section';
import { UserPasswordSection } from './user-password-section';
import { UserPlanField } from './user-plan-field';

const onOff = (on: boolean) => (on ? 'ativadas' : 'desativadas');

const Row = ({ label, value }: { label: string; value: React.ReactNode }) => (
  <Group justify="space-between" wrap="nowrap" gap="md">
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500} ta="right" component="div">
      {value}
    </Text>
  </Group>
);

export function UserDetailDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      size="lg"
      title={
        <Title order={3} fz="lg">
          Detalhes do usuário
        </Title>
      }
    >
      {user && (
        <Stack gap="md">
          <div>
            <Text fw={700} fz="lg">
              {user.name}
            </Text>
            <RoleBadges user={user} />
          </div>
          <Divider label="Informações básicas" labelPosition="left" />
          <Row
            label="ID"
            value={
              <Text ff="monospace" size="xs">
                {user.id}
              </Text>
            }
          />
          <Row label="Email" value={user.email} />
          <Row label="Localização" value={user.location ?? 'N/A'} />
          <UserPlanField user={user} />
          <Row label="Trial" value={<TrialStatusBadge user={user} />} />
          <Row label="Início do trial" value={formatDateTime(user.trial_started_at)} />
          <Row label="Fim do trial" value={formatDateTime(user.trial_ends_at)} />
          <Divider label="Atividade" labelPosition="left" />
          <Row
            label="Status"
            value={
              <Badge color={user.activity.is_active ? 'teal' : 'gray'}>
                {user.activity.is_active ? 'Ativo' : 'Inativo'}
              </Badge>
            }
          />
          <Row
            label="Última atividade"
            value={`${user.activity.last_activity_human} (${formatDateTime(user.activity.last_activity_at)})`}
          />
          <Row label="Membro desde" value={formatDateTime(user.timestamps.created_at)} />
          <Row label="Atualizado em" value={formatDateTime(user.timestamps.updated_at)} />
          <SimpleGrid cols={2}>
            <div>
              <Divider label="Estatísticas" labelPosition="left" mb="xs" />
              <StatsCell user={user} />
            </div>
            <div>
              <Divider label="Notificações" labelPosition="left" mb="xs" />
              <Stack gap={0}>
                <Text size="xs">Gerais: {onOff(user.notifications.enabled)}</Text>
                <Text size="xs">Email: {onOff(user.notifications.email_enabled)}</Text>
                <Text size="xs">Push: {onOff(user.notifications.push_enabled)}</Text>
                <Text size="xs">
                  Push configurado:{' '}
                  {user.push_devices > 0
                    ? `sim (${user.push_devices} ${user.push_devices === 1 ? 'dispositivo' : 'dispositivos'})`
                    : 'não'}
                </Text>
              </Stack>
            </div>
          </SimpleGrid>
          <Divider label="Gerenciar senha" labelPosition="left" />
          <UserPasswordSection key={user.id} user={user} />
          <Divider label="Contribuições para a biblioteca" labelPosition="left" />
          <UserContributionsSection key={user.id} user={user} />
        </Stack>
      )}
    </Modal>
  );
}
