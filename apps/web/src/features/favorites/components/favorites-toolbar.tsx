import { SegmentedControl } from '@mantine/core';
import { FAVORITE_PAGE_SIZES, type FavoriteFilter } from '@sniperads/contract';
import { ListToolbar } from '@/components/list-toolbar';
import { PageSizeSelect } from '@/components/pagination/page-size-select';

const FILTERS: { value: FavoriteFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'studio', label: 'Studio' },
  { value: 'not_studio', label: 'Não Studio' },
];

/** Search, the Studio filter and the page size of the favorites. */
export function FavoritesToolbar({
  search,
  onSearch,
  filter,
  onFilter,
  perPage,
  onPerPage,
}: {
  search: string;
  onSearch: (q: string) => void;
  filter: FavoriteFilter;
  onFilter: (filter: FavoriteFilter) => void;
  perPage: number;
  onPerPage: (size: number) => void;
}) {
  return (
    <ListToolbar
      search={{
        label: 'Buscar favoritos',
        placeholder: 'Buscar por título, descrição ou anunciante...',
        value: search,
        onChange: onSearch,
      }}
    >
      <SegmentedControl
        data={FILTERS}
        value={filter}
        onChange={(v) => onFilter(v as FavoriteFilter)}
        aria-label="Filtro"
      />
      <PageSizeSelect value={perPage} options={FAVORITE_PAGE_SIZES} onChange={onPerPage} />
    </ListToolbar>
  );
}
