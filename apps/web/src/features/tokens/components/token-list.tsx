import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ApiToken, TOKEN_MESSAGES } from '@sniperads/contract';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useRenewToken, useRevokeToken } from '../api/token-mutations';

const STATUS: Record<ApiToken['status'], { label: string; color: string }> = {
  active: { label: 'Ativo', color: 'teal' },
  expired: { label: 'Expirado', color: 'orange' },
  revoked: { label: 'Revogado', color: 'gray' },
};

export function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeToken();
  const renew = useRenewToken();

  const [pending, setPending] = useState<ApiToken | null>(null);
  const confirmRevoke = (token: ApiToken) => setPending(token);
  const doRevoke = (token: ApiToken) =>
    revoke.mutate(token.id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', title: TOKEN_MESSAGES.revoked, message: token.name }),
      onError: (e) =>
        notifications.show({
          color: 'red',
          title: 'Erro ao revogar token',
          message: errorMessage(e, 'Tente novamente.'),
        }),
      onSettled: () => setPending(null),
    });

  const doRenew = (token: ApiToken) =>
    renew.mutate(token.id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', title: TOKEN_MESSAGES.renewed, message: token.name }),
      onError: (e) =>
        notifications.show({
          color: 'red',
          title: 'Erro ao renovar token',
          message: errorMessage(e, 'Tente novamente.'),
        }),
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
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Criado em</Table.Th>
                <Table.Th>Último uso</Table.Th>
                <Table.Th>Usos</Table.Th>
                <Table.Th>Expira em</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
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
                    <Badge color={STATUS[token.status].color} variant="light">
                      {STATUS[token.status].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(token.created_at)}</Table.Td>
                  <Table.Td>
                    {token.last_used_at ? formatDateTime(token.last_used_at) : 'Nunca usado'}
                  </Table.Td>
                  <Table.Td>{token.usage_count.toLocaleString('pt-BR')}</Table.Td>
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
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
