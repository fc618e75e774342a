import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { useInvalidateFavorites } from '@/lib/invalidate-favorites';
import { requireOnline } from '@/lib/offline';

/** Ids of the library ads the user has favorited, to draw the hearts on ad and offer cards. */
export const favoritedAdIdsQueryOptions = () =>
  queryOptions({
    queryKey: ['ads', 'favorited'] as const,
    queryFn: async () => new Set((await ok(api.favorites.getFavoritedAdIds())).data),
    staleTime: 60 * 1000,
  });

export const useFavoritedAdIds = () => useQuery(favoritedAdIdsQueryOptions());

/** POST or DELETE /advertisements/{id}/favorites depending on the heart's current state. */
export const useToggleAdFavorite = () => {
  const invalidate = useInvalidateFavorites();
  return useMutation({
    mutationFn: async ({ adId, favorited }: { adId: string; favorited: boolean }) => {
      requireOnline();
      const params = { id: adId };
      const res = favorited
        ? await ok(api.favorites.removeAdFromFavorites({ params }))
        : await ok(api.favorites.addAdToFavorites({ params, body: {} }));
      return res.message;
    },
    onSettled: () => invalidate(),
  });
};

/** Hearts on cards: which ads are saved, and a toggle that reports the outcome in a toast. */
export const useAdFavoriteHearts = () => {
  const favorited = useFavoritedAdIds().data ?? new Set<string>();
  const toggle = useToggleAdFavorite();
  return {
    isFavorited: (adId: string) => favorited.has(adId),
    isPending: (adId: string) => toggle.isPending && toggle.variables?.adId === adId,
    toggle: (adId: string) => {
      const wasFavorited = favorited.has(adId);
      toggle.mutate(
        { adId, favorited: wasFavorited },
        {
          // The spec's "favorited" popup stays 2 s.
          onSuccess: (message) => notifications.show({ color: 'teal', message, autoClose: 2000 }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: wasFavorited ? 'Erro ao remover dos favoritos' : 'Erro ao adicionar aos favoritos',
              message: error.message,
            }),
        },
      );
    },
  };
};
