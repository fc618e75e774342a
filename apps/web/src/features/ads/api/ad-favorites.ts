import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { useInvalidateFavorites } from '@/lib/invalidate-favorites';
import { requireOnline } from '@/lib/offline';

/** Ids of the library ads the user has favorited, to draw the hearts on the cards. */
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
