import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';

export function ErrorFallback({ error }: ErrorComponentProps) {
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
