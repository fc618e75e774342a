import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import { TRACKED_STATUS_LABEL, type TrackedInterest, type TrackedStatus } from '@sniperads/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { DataTable } from '@/components/data-table';
import { formatAudience, formatBRL, formatDate } from '@/lib/format';
import { CpmTrendBadge } from './cpm-trend-badge';

const STATUS_COLOR: Record<TrackedStatus, string> = {
  ativo: 'teal',
  testando: 'blue',
  pausado: 'gray',
};

// Country joins the interest's line and the previous CPM sits under the current one: the table
// fits a laptop's width without scrolling sideways.
const COLUMNS = ['Interesse', 'CPM', 'Tendência', 'Alcance', 'Status', 'Datas', 'Observações', ''];

const money = (v: number | null) => (v === null ? '—' : formatBRL(v));

/** The tracked interests, each with its CPM trend and the buttons to edit or delete it. */
export function TrackedTable({
  rows,
  onEdit,
  onDelete,
}: {
  rows: TrackedInterest[];
  onEdit: (interest: TrackedInterest) => void;
  onDelete: (interest: TrackedInterest) => void;
}) {
  return (
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
              <ActionIcon variant="subtle" onClick={() => onEdit(t)} aria-label={`Editar ${t.nome}`}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onDelete(t)}
                aria-label={`Excluir ${t.nome}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
