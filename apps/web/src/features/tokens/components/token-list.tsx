import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type ApiToken, TOKEN_MESSAGES } from '@sniperads/contract';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { formatDateTime, formatNumber } from '@/lib/format';
import { toastSuccess } from '@/lib/toast';
import { useRenewToken, useRevokeToken } from '../api/token-mutations';
import { revokedLabel } from './revocation';

const STATUS: Record<ApiToken['status'], { label: string; color: string }> = {
  active: { label: 'Ativo', color: 'teal' },
  expired: { label: 'Expirado', color: 'orange' },
  revoked: { label: 'Revogado', color: 'gray' },
};

export function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeToken({ title: 'Erro ao revogar token', fallback: 'Tente novamente.' });
  const renew = useRenewToken({ title: 'Erro ao renovar token', fallback: 'Tente novamente.' });

  const [pending, setPending] = useState<ApiToken | null>(null);
  const confirmRevoke = (token: ApiToken) => setPending(token);
  const doRevoke = (token: ApiToken) =>
    revoke.mutate(token.id, {
      onSuccess: () => toastSuccess(token.name, TOKEN_MESSAGES.revoked),
      onSettled: () => setPending(null),
    });

  const doRenew = (token: ApiToken) =>
    renew.mutate(token.id, {
      onSuccess: () => toastSuccess(token.name, TOKEN_MESSAGES.renewed),
    });

  return (
    <Card p="lg">
      <ConfirmDialog
        opened={pending !== null}
        title="Revogar token"
        confirmLabel="Revogar"
        loading={revoke.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && doRevoke(pending)}
      >
        O token "{pending?.name}" deixará de funcionar imediatamente e a extensão precisará de um novo token.
      </ConfirmDialog>
      <Title order={3} fz="lg" mb="md">
        Seus tokens
      </Title>
      {tokens.length === 0 ? (
        <Text c="dimmed">Você ainda não gerou nenhum token.</Text>
      ) : (
        <DataTable
          columns={['Nome', 'Status', 'Criado em', 'Último uso', 'Usos', 'Expira em', '']}
          minWidth={760}
        >
          {tokens.map((token) => (
            <Table.Tr key={token.id} data-testid="token-row">
              <Table.Td>
                <Stack gap={0}>
                  <Text fw={600}>{token.name}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {token.token_preview}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Badge color={STATUS[token.status].color} variant="light">
                    {STATUS[token.status].label}
                  </Badge>
                  {revokedLabel(token) && (
                    <Text size="xs" c="dimmed" data-testid="token-revoked-reason">
                      {revokedLabel(token)}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{formatDateTime(token.created_at)}</Table.Td>
              <Table.Td>{token.last_used_at ? formatDateTime(token.last_used_at) : 'Nunca usado'}</Table.Td>
              <Table.Td>{formatNumber(token.usage_count)}</Table.Td>
              <Table.Td>{formatDateTime(token.expires_at)}</Table.Td>
              <Table.Td>
                {token.status !== 'revoked' && (
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconRefresh size={14} />}
                      onClick={() => doRenew(token)}
                    >
                      Renovar
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => confirmRevoke(token)}
                    >
                      Revogar
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Card>
  );
}
