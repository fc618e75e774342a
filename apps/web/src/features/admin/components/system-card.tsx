import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { APP_VERSION } from '@sniperads/contract';
import { IconServer } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDateTime, formatMonthYear } from '@/lib/format';

function SystemRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between">
      <Text c="dimmed">{label}</Text>
      {children}
    </Group>
  );
}

/**
 * The app's version, whether the API answers ready, and when the figures were computed. The month
 * comes from the server's clock with the figures, never a date written into the code.
 */
export function SystemCard({
  ready,
  generatedAt,
}: {
  /** undefined while the check runs. */
  ready: boolean | undefined;
  generatedAt: string | undefined;
}) {
  return (
    <Card p="lg" data-testid="system-card">
      <Group justify="space-between" mb="md">
        <Title order={3} fz="lg">
          Sistema
        </Title>
        <IconServer size={22} />
      </Group>
      <Stack gap="xs">
        <SystemRow label="Versão">
          <Text fw={600}>{APP_VERSION}</Text>
        </SystemRow>
        <SystemRow label="Última atualização">
          <Text fw={600}>{generatedAt ? formatMonthYear(generatedAt) : '—'}</Text>
        </SystemRow>
        <SystemRow label="Status">
          {ready === undefined ? (
            <Badge color="gray">Verificando...</Badge>
          ) : ready ? (
            <Badge color="teal">Operacional</Badge>
          ) : (
            <Badge color="red">Indisponível</Badge>
          )}
        </SystemRow>
        <SystemRow label="Dados de">
          <Text size="sm">{generatedAt ? formatDateTime(generatedAt) : '—'}</Text>
        </SystemRow>
      </Stack>
    </Card>
  );
}
