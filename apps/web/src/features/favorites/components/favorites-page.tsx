import { Button, SegmentedControl, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { creativeTitle, FAVORITE_PAGE_SIZES, type Favorite, type FavoriteFilter } from '@sniperads/contract';
import { IconHeart, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CreativeDetailsModal } from '@/components/creative/creative-details-modal';
import { EmptyState } from '@/components/empty-state';
import { ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { PageSizeSelect } from '@/components/pagination/page-size-select';
import { Pagination } from '@/components/pagination/pagination';
import { useSessionUser } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import type { SearchChange } from '@/lib/search-params';
import { toastDone } from '@/lib/toast';
import { useSearchText } from '@/lib/use-search-text';
import { useAddToStudio, useDeleteFavorite, useMoveToFolder } from '../api/favorite-mutations';
import { useFavorites } from '../api/get-favorites';
import { useFolderOptions } from '../api/get-folder-options';
import { type FavoritesSearch, toFavoritesParams } from '../model/favorites-search';
import { AddFavoriteModal } from './add-favorite-modal';
import { FavoriteCard } from './favorite-card';
import { FavoritesAllowance } from './favorites-allowance';
import { StudioPopup, type StudioPopupState } from './studio-popup';

const FILTERS: { value: FavoriteFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'studio', label: 'Studio' },
  { value: 'not_studio', label: 'Não Studio' },
];

/** Search, filter, page size and page live in the URL; changing any but the page goes back to page 1. */
export function FavoritesPage({
  params,
  onParams,
}: {
  params: FavoritesSearch;
  onParams: SearchChange<FavoritesSearch>;
}) {
  const user = useSessionUser();
  const isTester = user.is_test || user.is_admin;
  const [search, setSearch] = useSearchText(params.q, (q) => onParams({ q, page: 1 }, { replace: true }));
  const { q: debounced, filter, page, per_page: perPage } = params;
  const setFilter = (next: FavoriteFilter) => onParams({ filter: next, page: 1 });
  const setPerPage = (size: number) => onParams({ per_page: size, page: 1 });
  const setPage = (next: number) => onParams({ page: next });
  const [adding, setAdding] = useState(false);
  const [details, setDetails] = useState<Favorite | null>(null);
  const [removing, setRemoving] = useState<Favorite | null>(null);
  const [popup, setPopup] = useState<StudioPopupState>(null);
  const closePopup = useCallback(() => setPopup(null), []);

  const favorites = useFavorites(toFavoritesParams(params));
  // Filing into a folder works on every plan: Free keeps the folders it had.
  const folders = useFolderOptions();
  const remove = useDeleteFavorite({ fallback: 'Erro ao remover favorito' });
  // The popup tells how the sending went, failure included.
  const addToStudio = useAddToStudio('inline');
  const move = useMoveToFolder({ fallback: 'Erro ao associar anúncio à pasta' });
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
      <PageHeader
        title="Meus Favoritos"
        description={meta ? formatCount(meta.total, 'anúncio salvo', 'anúncios salvos') : 'Carregando…'}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Adicionar favorito
          </Button>
        }
      />

      <FavoritesAllowance />
      {favorites.isError && (
        <LoadErrorAlert
          title="Erro ao carregar favoritos"
          error={favorites.error}
          fallback="Tente novamente em instantes."
        />
      )}

      <ListToolbar
        search={{
          label: 'Buscar favoritos',
          placeholder: 'Buscar por título, descrição ou anunciante...',
          value: search,
          onChange: setSearch,
        }}
      >
        <SegmentedControl
          data={FILTERS}
          value={filter}
          onChange={(v) => setFilter(v as FavoriteFilter)}
          aria-label="Filtro"
        />
        <PageSizeSelect value={perPage} options={FAVORITE_PAGE_SIZES} onChange={setPerPage} />
      </ListToolbar>

      {favorites.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons
            <Skeleton key={i} height={360} radius="md" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconHeart size={40} color="var(--mantine-color-red-5)" />}
          title={debounced || filter !== 'all' ? 'Nenhum favorito encontrado' : 'Nenhum favorito ainda'}
          description={
            debounced || filter !== 'all'
              ? 'Tente outra busca ou outro filtro.'
              : 'Salve anúncios pela Mineração, pela extensão ou pelo botão "Adicionar favorito".'
          }
        />
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
              onMove={(folderId) => move.mutate({ id: fav.id, folderId }, toastDone())}
            />
          ))}
        </SimpleGrid>
      )}

      {meta && <Pagination page={page} lastPage={meta.last_page} onChange={setPage} />}

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
            toastDone(() => setRemoving(null)),
          )
        }
      >
        {`Tem certeza que deseja remover "${removing ? creativeTitle(removing) : ''}" dos favoritos? A mídia arquivada também será apagada.`}
      </ConfirmDialog>
      <StudioPopup state={popup} onClose={closePopup} />
    </Stack>
  );
}
