import { SegmentedControl, Select } from '@mantine/core';
import { FOLDER_SORTS } from '@sniperads/contract';
import { ListToolbar } from '@/components/list-toolbar';
import type { FolderSearch } from '../model/folders-search';
import { LayoutToggle } from './layout-toggle';

const SORT_LABELS: Record<(typeof FOLDER_SORTS)[number], string> = {
  data: 'Data',
  titulo: 'Título',
  preco: 'Preço',
};

/** Search, order and view of one folder's items. */
export function FolderItemsToolbar({
  search,
  onSearch,
  params: { sort, order, layout },
  onSort,
  onOrder,
  onLayout,
}: {
  search: string;
  onSearch: (q: string) => void;
  params: FolderSearch;
  onSort: (sort: FolderSearch['sort']) => void;
  onOrder: (order: FolderSearch['order']) => void;
  onLayout: (layout: FolderSearch['layout']) => void;
}) {
  return (
    <ListToolbar
      search={{
        label: 'Buscar na pasta',
        placeholder: 'Buscar nesta pasta...',
        value: search,
        onChange: onSearch,
      }}
    >
      <Select
        aria-label="Ordenar por"
        w={140}
        data={FOLDER_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
        value={sort}
        onChange={(v) => v && onSort(v as typeof sort)}
        allowDeselect={false}
      />
      <SegmentedControl
        value={order}
        onChange={(v) => onOrder(v as 'asc' | 'desc')}
        data={[
          { value: 'desc', label: 'Desc' },
          { value: 'asc', label: 'Asc' },
        ]}
        aria-label="Ordem"
      />
      <LayoutToggle value={layout} onChange={onLayout} />
    </ListToolbar>
  );
}
