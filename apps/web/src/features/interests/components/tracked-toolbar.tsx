import { ActionIcon, Group, SegmentedControl, Select, Tooltip } from '@mantine/core';
import { TRACKED_SORTS, TRACKED_STATUS_LABEL, type TrackedStatus } from '@sniperads/contract';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';

type Sort = (typeof TRACKED_SORTS)[number];
const SORT_LABEL: Record<Sort, string> = {
  dataAdicionado: 'Data de adição',
  nome: 'Nome',
  cpmAtual: 'CPM atual',
  variacao: 'Variação do CPM',
  alcance: 'Alcance',
};

/** The tracked list's status filter and order. */
export function TrackedToolbar({
  status,
  sort,
  order,
  onStatus,
  onSort,
  onOrder,
}: {
  status: TrackedStatus | 'todos';
  sort: Sort;
  order: 'asc' | 'desc';
  onStatus: (status: TrackedStatus | 'todos') => void;
  onSort: (sort: Sort) => void;
  onOrder: (order: 'asc' | 'desc') => void;
}) {
  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label="Filtrar por status"
        value={status}
        onChange={(v) => onStatus(v as TrackedStatus | 'todos')}
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
        onChange={(v) => v && onSort(v as Sort)}
        allowDeselect={false}
        w={190}
      />
      <Tooltip label={order === 'asc' ? 'Crescente' : 'Decrescente'}>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onOrder(order === 'asc' ? 'desc' : 'asc')}
          aria-label={order === 'asc' ? 'Ordem crescente' : 'Ordem decrescente'}
        >
          {order === 'asc' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
