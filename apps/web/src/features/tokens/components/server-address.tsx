import { Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** This server's address, as the extension must call it, with a copy button. */
export function ServerAddress({ url }: { url: string }) {
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        Endereço do servidor
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="server-address">
          {url}
        </Code>
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="default"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
              style={{ flexShrink: 0 }}
            >
              {copied ? 'Copiado!' : 'Copiar endereço'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}
