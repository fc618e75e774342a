import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { favoritesApi } from './api/favorites';
import { foldersApi } from './api/folders';
import { ok } from './api-fetcher';
import { offlineQuery } from './offline-cache';
import { adKeys, folderKeys } from './query-keys';
import { toastSuccess } from './toast';
import { useAppMutation } from './use-app-mutation';

/** Ids of the library ads the user has favorited, to draw the hearts on ad and offer cards. */
export const favoritedAdIdsQueryOptions = () =>
  queryOptions({
    queryKey: adKeys.favorited(),
    queryFn: async () => new Set((await ok(favoritesApi.getFavoritedAdIds())).data),
    staleTime: 60 * 1000,
    meta: { supporting: true },
  });

export const useFavoritedAdIds = () => useQuery(favoritedAdIdsQueryOptions());

const heartChange = ({ favorited }: { favorited: boolean }) =>
  favorited ? 'favorite-removed' : 'favorite-added';

/** The user's folders (the same query as the folders screen and the favorites' folder picker). */
const userFoldersQueryOptions = () =>
  queryOptions({
    queryKey: folderKeys.list(),
    queryFn: async () => (await ok(foldersApi.getFolders())).data,
    ...offlineQuery,
  });

/**
 * The folder the hearts save into: Mineração opened from a folder's 'Adicionar favoritos' carries it
 * as `?pasta=<id>`. Only one of the user's own folders counts; an unknown id (a deleted folder, an
 * old link) saves as usual, with no folder.
 */
export const useFolderTarget = () => {
  const folderId = useSearch({ strict: false, select: (search) => search.pasta });
  const folders = useQuery({ ...userFoldersQueryOptions(), enabled: Boolean(folderId) });
  if (!folderId) return null;
  return folders.data?.find((folder) => folder.id === folderId) ?? null;
};

/** POST or DELETE /advertisements/{id}/favorites depending on the heart's current state. */
export const useToggleAdFavorite = () =>
  useAppMutation({
    mutationFn: async ({
      adId,
      favorited,
      folderId,
    }: {
      adId: string;
      favorited: boolean;
      folderId?: string;
    }) => {
      const params = { id: adId };
      const res = favorited
        ? await ok(favoritesApi.removeAdFromFavorites({ params }))
        : await ok(favoritesApi.addAdToFavorites({ params, body: { folder_id: folderId ?? null } }));
      return res.message;
    },
    // The outcome's toast is the mutation's own, not the caller's: a caller's callbacks are
    // dropped when its component unmounts (the page changed before the answer came back), and
    // the heart's save or removal then went unannounced.
    // The "favorited" popup stays 2 s.
    onSuccess: (message) => toastSuccess(message ?? '', undefined, 2000),
    failure: ({ favorited }) => ({
      title: favorited ? 'Erro ao remover dos favoritos' : 'Erro ao adicionar aos favoritos',
      fallback: 'Tente novamente em instantes.',
    }),
    // A refused heart (already saved, or gone) means the hearts on screen are stale.
    invalidates: heartChange,
    invalidatesOnFailure: heartChange,
  });

/**
 * Hearts on cards: which ads are saved, and a toggle that reports the outcome in a toast. A new
 * favorite goes into the folder Mineração was opened from (useFolderTarget), if any.
 */
export const useAdFavoriteHearts = () => {
  const favorited = useFavoritedAdIds().data ?? new Set<string>();
  const toggle = useToggleAdFavorite();
  const folder = useFolderTarget();
  return {
    isFavorited: (adId: string) => favorited.has(adId),
    isPending: (adId: string) => toggle.isPending && toggle.variables?.adId === adId,
    toggle: (adId: string) => toggle.mutate({ adId, favorited: favorited.has(adId), folderId: folder?.id }),
  };
};
