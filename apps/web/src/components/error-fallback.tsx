import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api-error';
import { RoleRefusedError } from '@/lib/route-guards';
import { AccessDenied } from './access-denied';
import { NoConnection } from './offline-notice';

export const TESTER_ONLY_MESSAGE =
  'O Studio Criativa está em fase de testes e, por enquanto, só está liberado para contas de testadores. Fale com o suporte se quiser participar.';

/**
 * A route that could not be shown: refused by role (said why), data that needs a connection
 * (retried when it is back), or an unexpected failure.
 */
export function ErrorFallback({ error }: ErrorComponentProps) {
  if (error instanceof RoleRefusedError) {
    return <AccessDenied title="Recurso exclusivo para testadores" message={TESTER_ONLY_MESSAGE} />;
  }
  if (error instanceof ApiError && error.isNetworkError) return <RouteNoConnection />;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="100dvh" p="xl">
      <Stack align="center" gap="md" maw={560} ta="center">
        <Title order={1} fz="h2">
          Unexpected Application Error!
        </Title>
        <Text c="dimmed">Algo deu errado ao exibir esta página.</Text>
        {message && (
          <Code block w="100%" ta="left" c="red.8">
            {message}
          </Code>
        )}
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          Recarregar página
        </Button>
      </Stack>
    </Center>
  );
}

/** A loader that needed the network: running the route's loaders again is the retry. */
function RouteNoConnection() {
  const router = useRouter();
  const retry = useCallback(() => void router.invalidate(), [router]);
  return <NoConnection onRetry={retry} />;
}
