import { Button, Stack } from '@mantine/core';
import type { Favorite } from '@sniperads/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CreativeDetailsModal } from '@/components/creative/creative-details-modal';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination/pagination';
import { useSessionUser } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import type { SearchChange } from '@/lib/search-params';
import { toastDone } from '@/lib/toast';
import { useSearchText } from '@/lib/use-search-text';
import { useMoveToFolder } from '../api/favorite-mutations';
import { useFavorites } from '../api/get-favorites';
import { useFolderOptions } from '../api/get-folder-options';
import { type FavoritesSearch, toFavoritesParams } from '../model/favorites-search';
import { AddFavoriteModal } from './add-favorite-modal';
import { FavoriteGrid } from './favorite-grid';
import { FavoritesAllowance } from './favorites-allowance';
import { FavoritesToolbar } from './favorites-toolbar';
import { RemoveFavoriteDialog } from './remove-favorite-dialog';
import { StudioPopup } from './studio-popup';
import { useSendToStudio } from './use-send-to-studio';

/** Search, filter, page size and page live in the URL; changing any but the page goes back to page 1. */
export function FavoritesPage({
  params,
  onParams,
}: {
  params: FavoritesSearch;
  onParams: SearchChange<FavoritesSearch>;
}) {
  const user = useSessionUser();
  const [search, setSearch] = useSearchText(params.q, (q) => onParams({ q, page: 1 }, { replace: true }));
  const { q: debounced, filter, page, per_page: perPage } = params;
  const [adding, setAdding] = useState(false);
  const [details, setDetails] = useState<Favorite | null>(null);
  const [removing, setRemoving] = useState<Favorite | null>(null);
  const studio = useSendToStudio();

  const favorites = useFavorites(toFavoritesParams(params));
  // Filing into a folder works on every plan: Free keeps the folders it had.
  const folders = useFolderOptions();
  const move = useMoveToFolder({ fallback: 'Erro ao associar anúncio à pasta' });
  const meta = favorites.data?.meta;

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

      <FavoritesToolbar
        search={search}
        onSearch={setSearch}
        filter={filter}
        onFilter={(next) => onParams({ filter: next, page: 1 })}
        perPage={perPage}
        onPerPage={(size) => onParams({ per_page: size, page: 1 })}
      />

      <FavoriteGrid
        loading={favorites.isPending}
        items={favorites.data?.items ?? []}
        narrowed={Boolean(debounced) || filter !== 'all'}
        isTester={user.is_test || user.is_admin}
        folders={folders.data ?? []}
        onDetails={setDetails}
        onRemove={setRemoving}
        onAddToStudio={studio.send}
        onMove={(fav, folderId) => move.mutate({ id: fav.id, folderId }, toastDone())}
      />

      {meta && (
        <Pagination page={page} lastPage={meta.last_page} onChange={(next) => onParams({ page: next })} />
      )}

      <AddFavoriteModal opened={adding} onClose={() => setAdding(false)} />
      <CreativeDetailsModal creative={details} onClose={() => setDetails(null)} />
      <RemoveFavoriteDialog favorite={removing} onClose={() => setRemoving(null)} />
      <StudioPopup state={studio.popup} onClose={studio.closePopup} />
    </Stack>
  );
}
