import { Button, Card, Group, SegmentedControl, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import {
  EMAIL_MODE_LABELS,
  EMAIL_NOTIFICATION_MODES,
  type EmailNotificationMode,
  NOTIFICATION_MESSAGES,
  type NotificationSettings as Settings,
} from '@sniperads/contract/notifications';
import { IconBell, IconDeviceMobile } from '@tabler/icons-react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { formatDateTime } from '@/lib/format';
import { toastSuccess } from '@/lib/toast';
import {
  useNotificationSettings,
  usePushDevices,
  useRemovePushDevice,
  useThisBrowserEndpoint,
  useUpdateNotificationSettings,
} from '../api/notifications';
import { EnablePushButton } from './enable-push-button';

const isMode = (v: string): v is EmailNotificationMode =>
  (EMAIL_NOTIFICATION_MODES as readonly string[]).includes(v);

/** /perfil → 'Notificações': the three switches, the e-mail mode and this account's push devices. */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  if (settings.isPending) return <Skeleton h={260} />;
  if (settings.isError) {
    return (
      <LoadErrorAlert
        title="Falha ao carregar notificações"
        error={settings.error}
        fallback="Erro ao carregar as preferências de notificação"
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Switches settings={settings.data} />
      <PushDevices />
    </Stack>
  );
}

function Switches({ settings }: { settings: Settings }) {
  const update = useUpdateNotificationSettings({
    title: 'Notificações',
    fallback: 'Erro ao salvar preferências',
  });
  const save = (change: Partial<Settings>) =>
    update.mutate(change, {
      onSuccess: (res) => toastSuccess(res.message ?? NOTIFICATION_MESSAGES.saved, undefined, 2000),
    });
  const off = !settings.enabled;
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group gap="xs">
          <IconBell size={18} aria-hidden />
          <Title order={3} size="h5">
            Notificações
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Alertas do Radar quando uma oferta ou anunciante que você segue muda.
        </Text>
        <Switch
          label="Receber notificações"
          description="Desligado, nada é enviado por nenhum canal."
          checked={settings.enabled}
          disabled={update.isPending}
          onChange={(e) => save({ enabled: e.currentTarget.checked })}
        />
        <Switch
          label="Por e-mail"
          checked={settings.email_enabled}
          disabled={off || update.isPending}
          onChange={(e) => save({ email_enabled: e.currentTarget.checked })}
        />
        {settings.email_enabled && (
          <Stack gap={4} pl="xl">
            <Text size="sm" id="email-mode-label">
              Como receber os e-mails
            </Text>
            <SegmentedControl
              aria-labelledby="email-mode-label"
              data={EMAIL_NOTIFICATION_MODES.map((m) => ({ value: m, label: EMAIL_MODE_LABELS[m] }))}
              value={settings.email_mode}
              disabled={off || update.isPending}
              onChange={(v) => {
                if (isMode(v)) save({ email_mode: v });
              }}
              w="fit-content"
            />
            <Text size="xs" c="dimmed">
              {settings.email_mode === 'daily'
                ? 'Um e-mail por dia, com os alertas do dia.'
                : 'Um e-mail a cada alerta, assim que ele acontece.'}
            </Text>
          </Stack>
        )}
        <Switch
          label="Push (celular e computador)"
          description="Nos dispositivos ativados abaixo."
          checked={settings.push_enabled}
          disabled={off || update.isPending}
          onChange={(e) => save({ push_enabled: e.currentTarget.checked })}
        />
      </Stack>
    </Card>
  );
}

function PushDevices() {
  const devices = usePushDevices();
  const remove = useRemovePushDevice({ title: 'Dispositivos', fallback: 'Erro ao remover dispositivo' });
  const mine = useThisBrowserEndpoint().data ?? null;
  return (
    <Card withBorder padding="lg" data-testid="push-devices">
      <Stack gap="md">
        <Group gap="xs">
          <IconDeviceMobile size={18} aria-hidden />
          <Title order={3} size="h5">
            Dispositivos com push
          </Title>
        </Group>
        {devices.isPending ? (
          <Skeleton h={40} />
        ) : devices.isError ? (
          <Text size="sm" c="red">
            Erro ao carregar os dispositivos.
          </Text>
        ) : devices.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum dispositivo ativado ainda.
          </Text>
        ) : (
          <Stack gap="xs">
            {devices.data.map((d) => (
              <Group key={d.id} justify="space-between" wrap="nowrap" data-testid="push-device">
                <div>
                  <Text size="sm" fw={600}>
                    {d.label}
                    {d.endpoint === mine ? ' (este dispositivo)' : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Ativado em {formatDateTime(d.created_at)}
                    {d.last_success_at ? ` · último envio ${formatDateTime(d.last_success_at)}` : ''}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={remove.isPending && remove.variables === d.id}
                  onClick={() =>
                    remove.mutate(d.id, { onSuccess: (res) => toastSuccess(res.message, undefined, 2000) })
                  }
                >
                  Remover
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <Group>
          <EnablePushButton />
        </Group>
        <Text size="xs" c="dimmed">
          {NOTIFICATION_MESSAGES.iosHint}
        </Text>
      </Stack>
    </Card>
  );
}
