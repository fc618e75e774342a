import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUDIT_ACTION_LABEL, AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@sniperads/contract';
import { IconAlertCircle, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { type AuditParams, useAudit } from '../api/get-audit';
import { AdminPagination } from './admin-pagination';

const ACTION_COLOR: Record<AuditAction, string> = {
  'user.create': 'teal',
  'user.update': 'blue',
  'user.trial_on': 'yellow',
  'user.trial_off': 'orange',
  'user.mark_paid': 'green',
  'user.password': 'grape',
  'user.delete': 'red',
  'user.purge_contributions': 'pink',
};

const FIELD_LABEL: Record<string, string> = {
  is_admin: 'admin',
  is_test: 'testador',
  is_trial: 'trial',
  trial_started_at: 'início do trial',
  trial_ends_at: 'fim do trial',
  plan: 'plano',
  name: 'nome',
  observations_removed: 'observações removidas',
  ads_removed: 'anúncios excluídos',
};

const describe = (details: AuditEntry['details']) =>
  Object.entries(details)
    .map(([k, v]) => {
      const value =
        typeof v === 'boolean'
          ? v
            ? 'sim'
            : 'não'
          : typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v)
            ? formatDateTime(v)
            : String(v);
      return `${FIELD_LABEL[k] ?? k}: ${value}`;
    })
    .join(' · ');

export function AuditPage({
  params,
  onParams,
}: {
  params: AuditParams;
  onParams: (next: Partial<AuditParams>) => void;
}) {
  const audit = useAudit(params);
  const [search, setSearch] = useState(params.search);
  const [debounced] = useDebouncedValue(search, 500);
  useEffect(() => {
    if (debounced.trim() !== params.search) onParams({ search: debounced.trim(), page: 1 });
  }, [debounced, params.search, onParams]);
  const rows = audit.data?.data ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Auditoria
          </Title>
          <Text c="dimmed">Quem fez o quê, com quem e quando na área administrativa.</Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={audit.isFetching}
          onClick={() => void audit.refetch()}
        >
          Atualizar
        </Button>
      </Group>
      <Card p="lg">
        <Group mb="md">
          <TextInput
            aria-label="Buscar na auditoria"
            placeholder="Buscar por email do admin ou do usuário..."
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Select
            aria-label="Filtrar por ação"
            w={220}
            clearable
            placeholder="Todas as ações"
            value={params.action}
            onChange={(value) => onParams({ action: (value as AuditAction | null) ?? null, page: 1 })}
            data={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABEL[a] }))}
          />
        </Group>
        {audit.isError && !audit.data ? (
          <Alert color="red" icon={<IconAlertCircle />} title="Erro ao carregar auditoria" role="alert">
            {errorMessage(audit.error, 'Tente novamente.')}
            <Button mt="sm" size="xs" variant="white" color="red" onClick={() => void audit.refetch()}>
              Tentar Novamente
            </Button>
          </Alert>
        ) : audit.isPending ? (
          <Stack>
            {['s1', 's2', 's3', 's4', 's5'].map((k) => (
              <Skeleton key={k} h={40} />
            ))}
          </Stack>
        ) : (
          <>
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Quando</Table.Th>
                    <Table.Th>Administrador</Table.Th>
                    <Table.Th>Ação</Table.Th>
                    <Table.Th>Usuário afetado</Table.Th>
                    <Table.Th>Detalhes</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <Text ta="center" c="dimmed" py="xl">
                          Nenhuma ação registrada
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    rows.map((e) => (
                      <Table.Tr key={e.id} data-testid="audit-row">
                        <Table.Td>{formatDateTime(e.created_at)}</Table.Td>
                        <Table.Td>
                          <Text size="sm">{e.actor_email}</Text>
                          {e.ip && (
                            <Text size="xs" c="dimmed">
                              IP {e.ip}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Badge color={ACTION_COLOR[e.action]} variant="light">
                            {AUDIT_ACTION_LABEL[e.action]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{e.target_label ?? 'N/A'}</Text>
                        </Table.Td>
                        <Table.Td>
                          {Object.keys(e.details).length > 0 ? (
                            <Code fz="xs">{describe(e.details)}</Code>
                          ) : (
                            <Text size="sm" c="dimmed">
                              —
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {audit.data && <AdminPagination meta={audit.data.meta} onPage={(page) => onParams({ page })} />}
          </>
        )}
      </Card>
    </Stack>
  );
}
