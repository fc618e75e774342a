import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  TRACKED_SORTS,
  TRACKED_STATUS_LABEL,
  type TrackedInterest,
  type TrackedStatus,
} from '@sniperads/contract';
import {
  IconAlertCircle,
  IconPencil,
  IconPlus,
  IconSortAscending,
  IconSortDescending,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { errorMessage } from '@/lib/api-error';
import { formatAudience, formatBRL, formatDate } from '@/lib/format';
import type { SearchChange } from '@/lib/search-params';
import { useTrackedInterests } from '../api/tracked-interests';
import { type InterestsSearch, toTrackedQuery } from '../model/interests-search';
import { CpmTrendBadge } from './cpm-trend-badge';
import { DeleteTrackedDialog } from './delete-tracked-dialog';
import { TrackedInterestForm } from './tracked-interest-form';

type Sort = (typeof TRACKED_SORTS)[number];
const SORT_LABEL: Record<Sort, string> = {
  dataAdicionado: 'Data de adição',
  nome: 'Nome',
  cpmAtual: 'CPM atual',
  variacao: 'Variação do CPM',
  alcance: 'Alcance',
};
export const STATUS_COLOR: Record<TrackedStatus, string> = {
  ativo: 'teal',
  testando: 'blue',
  pausado: 'gray',
};

// Country joins the interest's line and the previous CPM sits under the current one: the table
// fits a laptop's width without scrolling sideways.
const COLUMNS = ['Interesse', 'CPM', 'Tendência', 'Alcance', 'Status', 'Datas', 'Observações', ''];

const money = (v: number | null) => (v === null ? '—' : formatBRL(v));

/** Status filter and order live in the URL. */
export function TrackedInterests({
  canAdd = true,
  params,
  onParams,
}: {
  params: InterestsSearch;
  /** False on Free: the list stays readable and editable, adding needs Pro. */
  canAdd?: boolean;
  onParams: SearchChange<InterestsSearch>;
}) {
  const status: TrackedStatus | 'todos' = params.status ?? 'todos';
  const { sort, order } = params;
  const setStatus = (next: TrackedStatus | 'todos') =>
    onParams({ status: next === 'todos' ? undefined : next }, { replace: true });
  const setSort = (next: Sort) => onParams({ sort: next }, { replace: true });
  const setOrder = (next: 'asc' | 'desc') => onParams({ order: next }, { replace: true });
  const list = useTrackedInterests(toTrackedQuery(params));
  const [form, setForm] = useState<{ editing: TrackedInterest | null } | null>(null);
  const [deleting, setDeleting] = useState<TrackedInterest | null>(null);
  const rows = list.data ?? [];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} fz="xl">
            Interesses acompanhados
          </Title>
          <Text size="sm" c="dimmed">
            Registre o CPM de cada teste e veja quais interesses estão ficando mais baratos.
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setForm({ editing: null })}
          disabled={!canAdd}
          title={canAdd ? undefined : 'Disponível nos planos Pro e Max'}
        >
          Novo interesse
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Filtrar por status"
          value={status}
          onChange={(v) => setStatus(v as TrackedStatus | 'todos')}
          data={[
            { value: 'todos', label: 'Todos' },
            ...(['ativo', 'testando', 'pausado'] as const).map((s) => ({
              value: s,
              label: TRACKED_STATUS_LABEL[s],
            })),
          ]}
        />
        <Select
          aria-label="Ordenar por"
          data={TRACKED_SORTS.map((value) => ({ value, label: SORT_LABEL[value] }))}
          value={sort}
          onChange={(v) => v && setSort(v as Sort)}
          allowDeselect={false}
          w={190}
        />
        <Tooltip label={order === 'asc' ? 'Crescente' : 'Decrescente'}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}
            aria-label={order === 'asc' ? 'Ordem crescente' : 'Ordem decrescente'}
          >
            {order === 'asc' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>

      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Erro ao carregar interesses acompanhados">
          {errorMessage(list.error, 'Tente novamente em instantes.')}
        </Alert>
      )}
      {list.isPending && <Skeleton height={160} radius="md" />}
      {list.data && rows.length === 0 && (
        <Paper withBorder p="lg" radius="md">
          <Text ta="center" c="dimmed">
            {status !== 'todos'
              ? `Nenhum interesse com status “${TRACKED_STATUS_LABEL[status]}”.`
              : canAdd
                ? 'Nenhum interesse acompanhado ainda. Use o botão de acompanhar nos resultados da busca ou “Novo interesse”.'
                : // Free has neither the search nor 'Novo interesse': pointing at them would send the user nowhere.
                  'Nenhum interesse acompanhado.'}
          </Text>
        </Paper>
      )}
      {rows.length > 0 && (
        <DataTable
          columns={COLUMNS}
          minWidth={860}
          striped
          highlightOnHover
          verticalSpacing="xs"
          aria-label="Interesses acompanhados"
        >
          {rows.map((t) => (
            <Table.Tr key={t.id} data-testid="tracked-row">
              <Table.Td>
                <Text fw={600} size="sm">
                  {t.nome}
                </Text>
                <Text size="xs" c="dimmed">
                  {[t.categoria, t.pais].filter(Boolean).join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{money(t.cpmAtual)}</Text>
                {t.cpmAnterior !== null && (
                  <Text size="xs" c="dimmed">
                    antes {money(t.cpmAnterior)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <CpmTrendBadge current={t.cpmAtual} previous={t.cpmAnterior} />
              </Table.Td>
              <Table.Td>{t.alcance === null ? '—' : formatAudience(t.alcance)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge color={STATUS_COLOR[t.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
                  {TRACKED_STATUS_LABEL[t.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs">Adicionado {formatDate(t.dataAdicionado)}</Text>
                <Text size="xs" c="dimmed">
                  Atualizado {formatDate(t.ultimaAtualizacao)}
                </Text>
              </Table.Td>
              <Table.Td maw={220}>
                <Text size="xs" lineClamp={2} title={t.observacoes}>
                  {t.observacoes || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    onClick={() => setForm({ editing: t })}
                    aria-label={`Editar ${t.nome}`}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => setDeleting(t)}
                    aria-label={`Excluir ${t.nome}`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {form && (
        <TrackedInterestForm
          key={form.editing?.id ?? 'new'}
          editing={form.editing}
          opened
          onClose={() => setForm(null)}
        />
      )}
      <DeleteTrackedDialog interest={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
