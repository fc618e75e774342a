import { Alert, Skeleton, Stack } from '@mantine/core';
import type { CreatedApiToken } from '@sniperads/contract';
import { useState } from 'react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useExtensionPackage } from '../api/get-extension-package';
import { useTokenStats, useTokens } from '../api/get-tokens';
import { CreateTokenForm } from './create-token-form';
import { recoveryNotice } from './revocation';
import { TokenList } from './token-list';
import { TokenSecretAlert } from './token-secret-alert';
import { TokenStatsCards } from './token-stats';

export function TokensTab() {
  const tokens = useTokens();
  const stats = useTokenStats();
  const { data: pkg } = useExtensionPackage();
  const [secret, setSecret] = useState<CreatedApiToken | null>(null);
  const limitReached = (tokens.data ?? []).some((t) => t.status !== 'revoked');
  const notice = recoveryNotice(tokens.data ?? []);

  return (
    <Stack gap="lg">
      <TokenStatsCards stats={stats.data} />
      {secret && (
        <TokenSecretAlert token={secret} serverUrl={pkg.server_url} onDismiss={() => setSecret(null)} />
      )}
      {tokens.isError ? (
        <LoadErrorAlert
          title="Erro ao carregar tokens"
          error={tokens.error}
          fallback="Tente novamente."
          onRetry={() => void tokens.refetch()}
        />
      ) : tokens.isPending ? (
        <Skeleton h={180} />
      ) : (
        <>
          {notice && (
            <Alert
              color="orange"
              title="Token revogado pela redefinição de senha"
              data-testid="token-recovery-notice"
            >
              {notice}
            </Alert>
          )}
          <CreateTokenForm limitReached={limitReached} onCreated={setSecret} />
          <TokenList tokens={tokens.data} />
        </>
      )}
    </Stack>
  );
}
