import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import { useOnline } from '@/lib/offline';

/** Tells the user the screen shows the last synced data and that changes need a connection. */
export function OfflineNotice({ syncedAt }: { syncedAt: number }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="yellow" icon={<IconCloudOff />} title="Você está offline" role="status">
      Mostrando os dados sincronizados em {syncedAt ? formatDateTime(syncedAt) : 'N/A'}. Alterações ficam
      disponíveis quando a conexão voltar.
    </Alert>
  );
}
