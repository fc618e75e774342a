import { Alert, Button, Code, CopyButton, Group, Text } from '@mantine/core';
import type { CreatedApiToken } from '@sniperads/contract';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { ServerAddress } from './server-address';

/** The only time the secret is on screen; it stays until the user dismisses it. */
export function TokenSecretAlert({
  token,
  serverUrl,
  onDismiss,
}: {
  token: CreatedApiToken;
  /** The extension needs both: shown together so the user copies them in one place. */
  serverUrl: string;
  onDismiss: () => void;
}) {
  return (
    <Alert color="teal" icon={<IconKey />} title={`Token "${token.name}" gerado`} data-testid="token-secret">
      <Text size="sm" mb="xs">
        Copie agora e cole nas configurações da extensão. Por segurança ele não será exibido novamente.
      </Text>
      <Code block fz="sm" style={{ wordBreak: 'break-all' }} data-testid="token-secret-value">
        {token.token}
      </Code>
      <Group mt="sm">
        <CopyButton value={token.token} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? 'Copiado!' : 'Copiar token'}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="default" onClick={onDismiss}>
          Já copiei, ocultar
        </Button>
      </Group>
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <ServerAddress url={serverUrl} />
      </div>
    </Alert>
  );
}
