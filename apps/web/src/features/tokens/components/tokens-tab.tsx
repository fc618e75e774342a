import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { CreatedApiToken } from '@sniperads/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useTokenStats, useTokens } from '../api/get-tokens';
import { CreateTokenForm } from './create-token-form';
import { TokenList } from './token-list';
import { TokenSecretAlert } from './token-secret-alert';
import { TokenStatsCards } from './token-stats';

export function TokensTab() {
  const tokens = useTokens();
  const stats = useTokenStats();
  const [secret, setSecret] = useState<CreatedApiToken | null>(null);
  const limitReached = (tokens.data ?? []).some((t) => t.status !== 'revoked');

  return (
    <Stack gap="lg">
      <TokenStatsCards stats={stats.data} />
      {secret && <TokenSecretAlert token={secret} onDismiss={() => setSecret(null)} />}
      {tokens.isError ? (
        <Alert color="red" icon={<IconAlertCircle />} title="Erro ao carregar tokens" role="alert">
          {errorMessage(tokens.error, 'Tente novamente.')}
          <Button mt="sm" size="xs" variant="white" color="red" onClick={() => void tokens.refetch()}>
            Tentar Novamente
          </Button>
        </Alert>
      ) : tokens.isPending ? (
        <Skeleton h={180} />
      ) : (
        <>
          <CreateTokenForm limitReached={limitReached} onCreated={setSecret} />
          <TokenList tokens={tokens.data} />
        </>
      )}
    </Stack>
  );
}
