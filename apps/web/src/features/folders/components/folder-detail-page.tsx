import {
  Anchor,
  Button,
  Card,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type Favorite, FOLDER_SORTS } from '@sniperads/contract';
import { IconArrowLeft, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CreativeDetailsModal } from '@/components/creative/creative-details-modal';
import { OfflineNotice } from '@/components/offline-notice';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formatBRL, formatDateTime } from '@/lib/format';
import { toastOutcome } from '@/lib/toast-outcome';
import { useRemoveFolderItem } from '../api/folder-mutations';
import { useFolderItems } from '../api/get-folder-items';
import { FolderItem } from './folder-item';

const SORT_LABELS: Record<(typeof FOLDER_SORTS)[number], string> = {
  data: 'Data',
  titulo: 'Título',
  preco: 'Preço',
};

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Card>
  );
}

export function FolderDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<(typeof FOLDER_SORTS)[number]>('data');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<Favorite | null>(null);
  const [removing, setRemoving] = useState<{ item: Favorite; mode: 'folder' | 'favorites' } | null>(null);
  const remove = useRemoveFolderItem();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the trigger
  useEffect(() => setPage(1), [debounced, sort, order]);
  const query = useFolderItems(id, { search: debounced || undefined, sort, order, page, per_page: 6 });

  // A folder that does not exist (or is not ours) sends the user back to the list.
  useEffect(() => {
    if (query.error instanceof ApiError && query.error.status === 404) {
      notifications.show({ color: 'red', message: 'Pasta não encontrada' });
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
      <Group justify="space-between" align="flex-end">
        <div>
          <Title
            order={1}
            fz={{ base: 26, sm: 30 }}
            style={{ borderLeft: `6px solid ${folder.color}`, paddingLeft: 12 }}
          >
            {folder.name}
          </Title>
          <Text c="dimmed">
            {stats.total_items} {stats.total_items === 1 ? 'item' : 'itens'}
            {folder.description ? ` · ${folder.description}` : ''}
          </Text>
        </div>
        {/* New favorites come from mining the ad library. */}
        <Button component={Link} to="/mineracao" leftSection={<IconPlus size={16} />}>
          Adicionar favoritos
        </Button>
      </Group>
      <OfflineNotice syncedAt={query.dataUpdatedAt} />

      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat label="Total de itens" value={String(stats.total_items)} />
        <Stat label="Valor total" value={formatBRL(stats.total_value)} />
        <Stat
          label="Último adicionado"
          value={stats.last_added_at ? formatDateTime(stats.last_added_at) : 'N/A'}
        />
      </SimpleGrid>

      <Group gap="sm" wrap="wrap">
        <TextInput
          placeholder="Buscar nesta pasta..."
          aria-label="Buscar na pasta"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
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
        <SegmentedControl
          value={layout}
          onChange={(v) => setLayout(v as 'grid' | 'list')}
          data={[
            { value: 'grid', label: 'Grade' },
            { value: 'list', label: 'Lista' },
          ]}
          aria-label="Visualização"
        />
      </Group>

      {items.length === 0 ? (
        <Card withBorder p="xl">
          <Text ta="center" fw={700}>
            {stats.total_items === 0 ? 'Pasta vazia' : 'Nenhum item encontrado'}
          </Text>
          <Text ta="center" size="sm" c="dimmed">
            {stats.total_items === 0
              ? 'Adicione favoritos a esta pasta pela tela de favoritos.'
              : 'Tente outra busca.'}
          </Text>
        </Card>
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
      {meta.last_page > 1 && (
        <Group justify="center">
          <Pagination total={meta.last_page} value={page} onChange={setPage} />
        </Group>
      )}

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
            toastOutcome('Erro ao remover anúncio da pasta', () => setRemoving(null), 'Removido'),
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
  layout: 'grid' | 'list';
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
