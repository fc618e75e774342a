import { queryOptions, useQuery } from '@tanstack/react-query';
import { favoritesApi } from './api/favorites';
import { ok } from './api-fetcher';
import { adKeys } from './query-keys';
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

/** POST or DELETE /advertisements/{id}/favorites depending on the heart's current state. */
export const useToggleAdFavorite = () =>
  useAppMutation({
    mutationFn: async ({ adId, favorited }: { adId: string; favorited: boolean }) => {
      const params = { id: adId };
      const res = favorited
        ? await ok(favoritesApi.removeAdFromFavorites({ params }))
        : await ok(favoritesApi.addAdToFavorites({ params, body: {} }));
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

/** Hearts on cards: which ads are saved, and a toggle that reports the outcome in a toast. */
export const useAdFavoriteHearts = () => {
  const favorited = useFavoritedAdIds().data ?? new Set<string>();
  const toggle = useToggleAdFavorite();
  return {
    isFavorited: (adId: string) => favorited.has(adId),
    isPending: (adId: string) => toggle.isPending && toggle.variables?.adId === adId,
    toggle: (adId: string) => toggle.mutate({ adId, favorited: favorited.has(adId) }),
  };
};
