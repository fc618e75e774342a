import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useSessionUser } from '@/lib/auth';
import { firstName } from '@/lib/format';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { ExtensionTutorial } from './extension-tutorial';
import { InfoCards } from './info-cards';

export function DashboardPage() {
  const sessionUser = useSessionUser();
  const summary = useDashboardSummary();
  const [showError, setShowError] = useState(true);
  const user = summary.data?.user ?? sessionUser;

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

      <ExtensionTutorial />
      <InfoCards fetchedAt={summary.data?.fetchedAt ?? null} userId={user.id} loading={summary.isPending} />
    </Stack>
  );
}
