import {
  Alert,
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
import { creativeTitle, FAVORITE_PAGE_SIZES, type Favorite, type FavoriteFilter } from '@sniperads/contract';
import { IconAlertCircle, IconHeart, IconPlus, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CreativeDetailsModal } from '@/components/creative/creative-details-modal';
import { OfflineNotice } from '@/components/offline-notice';
import { errorMessage } from '@/lib/api-error';
import { useSessionUser } from '@/lib/auth';
import { toastOutcome } from '@/lib/toast-outcome';
import { useAddToStudio, useDeleteFavorite, useMoveToFolder } from '../api/favorite-mutations';
import { useFavorites } from '../api/get-favorites';
import { useFolderOptions } from '../api/get-folder-options';
import { AddFavoriteModal } from './add-favorite-modal';
import { FavoriteCard } from './favorite-card';
import { StudioPopup, type StudioPopupState } from './studio-popup';

const FILTERS: { value: FavoriteFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'studio', label: 'Studio' },
  { value: 'not_studio', label: 'Não Studio' },
];

export function FavoritesPage() {
  const user = useSessionUser();
  const isTester = user.is_test || user.is_admin;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [filter, setFilter] = useState<FavoriteFilter>('all');
  const [perPage, setPerPage] = useState(8);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [details, setDetails] = useState<Favorite | null>(null);
  const [removing, setRemoving] = useState<Favorite | null>(null);
  const [popup, setPopup] = useState<StudioPopupState>(null);
  const closePopup = useCallback(() => setPopup(null), []);

  // Changing search, filter or page size goes back to page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the trigger
  useEffect(() => setPage(1), [debounced, filter, perPage]);

  const favorites = useFavorites({ search: debounced, filter, page, perPage });
  const folders = useFolderOptions(isTester);
  const remove = useDeleteFavorite();
  const addToStudio = useAddToStudio();
  const move = useMoveToFolder();
  const items = favorites.data?.items ?? [];
  const meta = favorites.data?.meta;

  const sendToStudio = (fav: Favorite) => {
    const title = creativeTitle(fav);
    setPopup({ status: 'processing', title });
    addToStudio.mutate(fav.id, {
      onSuccess: () => setPopup({ status: 'success', title }),
      onError: () => setPopup({ status: 'error', title }),
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Meus Favoritos
          </Title>
          <Text c="dimmed">
            {meta ? `${meta.total} ${meta.total === 1 ? 'anúncio salvo' : 'anúncios salvos'}` : 'Carregando…'}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          Adicionar favorito
        </Button>
      </Group>

      <OfflineNotice syncedAt={favorites.dataUpdatedAt} />
      {favorites.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Erro ao carregar favoritos">
          {errorMessage(favorites.error, 'Tente novamente em instantes.')}
        </Alert>
      )}

      <Group gap="sm" wrap="wrap">
        <TextInput
          placeholder="Buscar por título, descrição ou anunciante..."
          aria-label="Buscar favoritos"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 260px' }}
        />
        <SegmentedControl
          data={FILTERS}
          value={filter}
          onChange={(v) => setFilter(v as FavoriteFilter)}
          aria-label="Filtro"
        />
        <Select
          aria-label="Itens por página"
          w={150}
          data={FAVORITE_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} por página` }))}
          value={String(perPage)}
          onChange={(v) => v && setPerPage(Number(v))}
          allowDeselect={false}
        />
      </Group>

      {favorites.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons
            <Skeleton key={i} height={360} radius="md" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Card p="xl" withBorder>
          <Stack align="center" gap="xs">
            <IconHeart size={40} color="var(--mantine-color-red-5)" />
            <Text fw={700}>
              {debounced || filter !== 'all' ? 'Nenhum favorito encontrado' : 'Nenhum favorito ainda'}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {debounced || filter !== 'all'
                ? 'Tente outra busca ou outro filtro.'
                : 'Salve anúncios pela Mineração, pela extensão ou pelo botão "Adicionar favorito".'}
            </Text>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
          {items.map((fav) => (
            <FavoriteCard
              key={fav.id}
              favorite={fav}
              isTester={isTester}
              folders={folders.data ?? []}
              onDetails={() => setDetails(fav)}
              onRemove={() => setRemoving(fav)}
              onAddToStudio={() => sendToStudio(fav)}
              onMove={(folderId) =>
                move.mutate(
                  { id: fav.id, folderId },
                  {
                    onSuccess: (body) => notifications.show({ color: 'teal', message: body.message }),
                    onError: (err) =>
                      notifications.show({
                        color: 'red',
                        message: errorMessage(err, 'Erro ao associar anúncio à pasta'),
                      }),
                  },
                )
              }
            />
          ))}
        </SimpleGrid>
      )}

      {meta && meta.last_page > 1 && (
        <Group justify="center">
          <Pagination total={meta.last_page} value={page} onChange={setPage} aria-label="Paginação" />
        </Group>
      )}

      <AddFavoriteModal opened={adding} onClose={() => setAdding(false)} />
      <CreativeDetailsModal creative={details} onClose={() => setDetails(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title="Remover favorito"
        confirmLabel="Remover"
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(
            removing.id,
            toastOutcome('Erro ao remover favorito', () => setRemoving(null)),
          )
        }
      >
        {`Tem certeza que deseja remover "${removing ? creativeTitle(removing) : ''}" dos favoritos? A mídia arquivada também será apagada.`}
      </ConfirmDialog>
      <StudioPopup state={popup} onClose={closePopup} />
    </Stack>
  );
}
