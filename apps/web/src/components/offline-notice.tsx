import { Alert, Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatSyncTime } from '@/lib/format';
import { useOnline } from '@/lib/offline';

export const NO_CONNECTION_TITLE = 'Sem conexão: esta tela precisa de internet';

/**
 * Offline, above a screen that shows what is stored on the device: since when, and that changes
 * wait for the connection. Without `syncedAt` the screen reads nothing from the API.
 */
export function OfflineBanner({ syncedAt }: { syncedAt?: number | undefined }) {
  return (
    <Alert color="yellow" icon={<IconCloudOff />} title="Você está offline" role="status">
      {syncedAt !== undefined && `Mostrando os dados sincronizados em ${formatSyncTime(syncedAt)}. `}
      Alterações ficam disponíveis quando a conexão voltar.
    </Alert>
  );
}

/**
 * In place of a screen whose data never reached this device (offline), or whose server did not
 * answer. `onRetry` runs again by itself when the connection comes back.
 */
export function NoConnection({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  const [stillOffline, setStillOffline] = useState(false);

  useEffect(() => {
    if (!online) return;
    setStillOffline(false);
  }, [online]);

  useEffect(() => {
    const retry = () => onRetry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [onRetry]);

  return (
    <Center mih={360} p="xl">
      <Stack align="center" gap="md" maw={520} ta="center" role="status" aria-live="polite">
        <ThemeIcon size={64} radius="xl" color="gray" variant="light">
          <IconWifiOff size={34} />
        </ThemeIcon>
        {/* The screen's own header is not drawn in its place: this is the page's one title (h1). */}
        <Title order={1} fz="h3">
          {online ? 'O servidor não respondeu' : NO_CONNECTION_TITLE}
        </Title>
        <Text c="dimmed">
          {online
            ? 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.'
            : 'Os dados desta tela ainda não estão salvos neste dispositivo. Ela carrega sozinha assim que a conexão voltar.'}
        </Text>
        {stillOffline && (
          <Text size="sm" c="dimmed">
            Ainda sem conexão.
          </Text>
        )}
        <Button
          leftSection={<IconRefresh size={18} />}
          variant="default"
          onClick={() => (navigator.onLine ? onRetry() : setStillOffline(true))}
        >
          Tentar novamente
        </Button>
      </Stack>
    </Center>
  );
}
