import {
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { type Favorite, FOLDER_SORTS } from '@sniperads/contract';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CreativeDetailsModal } from '@/components/creative/creative-details-modal';
import { EmptyState } from '@/components/empty-state';
import { ListToolbar } from '@/components/list-toolbar';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination/pagination';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formatCount, formatDateTime } from '@/lib/format';
import type { SearchChange } from '@/lib/search-params';
import { toastDone, toastError } from '@/lib/toast';
import { useSearchText } from '@/lib/use-search-text';
import { useRemoveFolderItem } from '../api/folder-mutations';
import { useFolderItems } from '../api/get-folder-items';
import { folderValue } from '../model/folder-value';
import { type FolderSearch, toFolderItemsQuery } from '../model/folders-search';
import { FolderItem } from './folder-item';
import { Stat } from './folder-stats';
import { type FolderLayout, LayoutToggle } from './layout-toggle';

const SORT_LABELS: Record<(typeof FOLDER_SORTS)[number], string> = {
  data: 'Data',
  titulo: 'Título',
  preco: 'Preço',
};

/** Search, order, view and page live in the URL; a new search or order goes back to page 1. */
export function FolderDetailPage({
  id,
  params,
  onParams,
}: {
  id: string;
  params: FolderSearch;
  onParams: SearchChange<FolderSearch>;
}) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchText(params.q, (q) => onParams({ q, page: 1 }, { replace: true }));
  const { sort, order, layout, page } = params;
  const setSort = (next: FolderSearch['sort']) => onParams({ sort: next, page: 1 });
  const setOrder = (next: FolderSearch['order']) => onParams({ order: next, page: 1 });
  const setLayout = (next: FolderSearch['layout']) => onParams({ layout: next }, { replace: true });
  const setPage = (next: number) => onParams({ page: next });
  const [details, setDetails] = useState<Favorite | null>(null);
  const [removing, setRemoving] = useState<{ item: Favorite; mode: 'folder' | 'favorites' } | null>(null);
  const remove = useRemoveFolderItem({ fallback: 'Erro ao remover anúncio da pasta' });
  const query = useFolderItems(id, toFolderItemsQuery(params));

  // A folder that does not exist (or is not ours) sends the user back to the list.
  useEffect(() => {
    if (query.error instanceof ApiError && query.error.status === 404) {
      toastError('Pasta não encontrada');
      void navigate({ to: '/pastas', replace: true });
    }
  }, [query.error, navigate]);

  const data = query.data;
  if (!data) {
    return (
      <Stack>
        <Skeleton height={40} width={260} />
        <Skeleton height={90} />
        {query.isError && !(query.error instanceof ApiError && query.error.status === 404) && (
          <Text c="red">{errorMessage(query.error, 'Erro ao listar anúncios da pasta')}</Text>
        )}
      </Stack>
    );
  }
  const { folder, stats, items, meta } = data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/pastas" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Minhas Pastas
        </Group>
      </Anchor>
      <PageHeader
        title={folder.name}
        accent={folder.color}
        description={`${formatCount(stats.total_items, 'item', 'itens')}${folder.description ? ` · ${folder.description}` : ''}`}
        actions={
          // New favorites come from mining the ad library.
          <Button component={Link} to="/mineracao" leftSection={<IconPlus size={16} />}>
            Adicionar favoritos
          </Button>
        }
      />

      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat label="Total de itens" value={String(stats.total_items)} />
        <Stat label="Valor total" {...folderValue(stats)} />
        <Stat
          label="Último adicionado"
          value={stats.last_added_at ? formatDateTime(stats.last_added_at) : 'Nenhum item ainda'}
        />
      </SimpleGrid>

      <ListToolbar
        search={{
          label: 'Buscar na pasta',
          placeholder: 'Buscar nesta pasta...',
          value: search,
          onChange: setSearch,
        }}
      >
        <Select
          aria-label="Ordenar por"
          w={140}
          data={FOLDER_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
          value={sort}
          onChange={(v) => v && setSort(v as typeof sort)}
          allowDeselect={false}
        />
        <SegmentedControl
          value={order}
          onChange={(v) => setOrder(v as 'asc' | 'desc')}
          data={[
            { value: 'desc', label: 'Desc' },
            { value: 'asc', label: 'Asc' },
          ]}
          aria-label="Ordem"
        />
        <LayoutToggle value={layout} onChange={setLayout} />
      </ListToolbar>

      {items.length === 0 ? (
        <EmptyState
          title={stats.total_items === 0 ? 'Pasta vazia' : 'Nenhum item encontrado'}
          description={
            stats.total_items === 0
              ? 'Adicione favoritos a esta pasta pela tela de favoritos.'
              : 'Tente outra busca.'
          }
        />
      ) : (
        <SimpleGrid cols={layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : 1}>
          {items.map((item) => (
            <FolderItemRow
              key={item.id}
              item={item}
              layout={layout}
              onDetails={setDetails}
              onRemove={setRemoving}
            />
          ))}
        </SimpleGrid>
      )}
      <Pagination page={page} lastPage={meta.last_page} onChange={setPage} />

      <CreativeDetailsModal creative={details} onClose={() => setDetails(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title={removing?.mode === 'favorites' ? 'Remover dos favoritos' : 'Remover da pasta'}
        confirmLabel="Remover"
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { id: removing.item.id, mode: removing.mode },
            toastDone(() => setRemoving(null), 'Removido'),
          )
        }
      >
        {removing?.mode === 'favorites'
          ? 'O favorito será apagado de vez, junto com a mídia arquivada.'
          : "O favorito sai desta pasta e volta para 'Sem Pasta'."}
      </ConfirmDialog>
    </Stack>
  );
}

function FolderItemRow({
  item,
  layout,
  onDetails,
  onRemove,
}: {
  item: Favorite;
  layout: FolderLayout;
  onDetails: (f: Favorite) => void;
  onRemove: (r: { item: Favorite; mode: 'folder' | 'favorites' }) => void;
}) {
  return (
    <FolderItem
      item={item}
      layout={layout}
      onDetails={() => onDetails(item)}
      onRemoveFromFolder={() => onRemove({ item, mode: 'folder' })}
      onRemoveFromFavorites={() => onRemove({ item, mode: 'favorites' })}
    />
  );
}
