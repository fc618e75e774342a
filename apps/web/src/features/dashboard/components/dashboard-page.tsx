import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { OfflineNotice } from '@/components/offline-notice';
import { errorMessage } from '@/lib/api-error';
import { useSessionUser } from '@/lib/auth';
import { firstName } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { ExtensionTutorial } from './extension-tutorial';
import { FavoritesOverview } from './favorites-charts';
import { InfoCards } from './info-cards';
import { StatCards } from './stat-cards';

export function DashboardPage() {
  const user = useSessionUser();
  const summary = useDashboard();
  const [showError, setShowError] = useState(true);

  // A new failure re-opens a banner the user had dismissed.
  useEffect(() => {
    if (summary.errorUpdatedAt) setShowError(true);
  }, [summary.errorUpdatedAt]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Dashboard
          </Title>
          <Text c="dimmed">Olá, {firstName(user.name)}! Bem-vindo de volta ao SniperAds.</Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={summary.isFetching}
          onClick={() => void summary.refetch()}
        >
          Atualizar
        </Button>
      </Group>

      {summary.isError && showError && (
        <Alert
          color="red"
          icon={<IconAlertCircle />}
          title="Falha ao carregar dados do dashboard"
          withCloseButton
          closeButtonLabel="Fechar aviso"
          onClose={() => setShowError(false)}
        >
          {errorMessage(summary.error, 'Tente novamente em instantes.')}
        </Alert>
      )}

      <OfflineNotice syncedAt={summary.dataUpdatedAt} />
      <ExtensionTutorial />
      <StatCards
        stats={summary.data?.stats}
        loading={summary.isPending && summary.fetchStatus !== 'paused'}
        onRetry={() => void summary.refetch()}
      />
      {summary.data && (
        <FavoritesOverview byNiche={summary.data.favorites_by_niche} recent={summary.data.recent_favorites} />
      )}
      <InfoCards
        fetchedAt={summary.data?.meta.generated_at ?? null}
        userId={summary.data?.meta.user_id ?? user.id}
        loading={summary.isPending}
      />
    </Stack>
  );
}
