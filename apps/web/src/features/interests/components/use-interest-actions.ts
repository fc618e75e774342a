import { INTEREST_MESSAGES, type Interest } from '@sniperads/contract';
import { useMemo } from 'react';
import { toastNotice, toastRequestError, toastSuccess } from '@/lib/toast';
import {
  useAddFavoriteInterest,
  useFavoriteInterests,
  useRemoveFavoriteInterest,
} from '../api/favorite-interests';
import { useCreateTrackedInterest, useTrackedInterests } from '../api/tracked-interests';

const fail = (error: unknown, title: string) => toastRequestError(error, 'Tente novamente.', title);

/** Favorite and track actions for search results, with what is already favorite or tracked. */
export function useInterestActions() {
  const favorites = useFavoriteInterests();
  // Same key as the tracked list's default view, so both share one request.
  const tracked = useTrackedInterests({ sort: 'dataAdicionado', order: 'desc' });
  const addFavorite = useAddFavoriteInterest();
  const removeFavorite = useRemoveFavoriteInterest();
  const track = useCreateTrackedInterest();

  const favoriteByInterest = useMemo(
    () => new Map((favorites.data ?? []).map((f) => [f.interest_id, f.id])),
    [favorites.data],
  );
  const trackedKeys = useMemo(() => {
    const keys = new Set<string>();
    for (const t of tracked.data ?? []) {
      if (t.interest_id) keys.add(t.interest_id);
      keys.add(t.nome.toLowerCase());
    }
    return keys;
  }, [tracked.data]);

  return {
    isFavorite: (i: Interest) => favoriteByInterest.has(i.id),
    isTracked: (i: Interest) => trackedKeys.has(i.id) || trackedKeys.has(i.name.toLowerCase()),
    busy: addFavorite.isPending || removeFavorite.isPending || track.isPending,
    async toggleFavorite(i: Interest) {
      const existing = favoriteByInterest.get(i.id);
      try {
        if (existing) {
          await removeFavorite.mutateAsync(existing);
          toastNotice(INTEREST_MESSAGES.favoriteRemoved, 'gray');
        } else {
          await addFavorite.mutateAsync({
            interest_id: i.id,
            name: i.name,
            audience_size_lower: i.audience_size_lower,
            audience_size_upper: i.audience_size_upper,
            category: i.category,
            path: i.path,
            locale: i.locale,
          });
          toastNotice(INTEREST_MESSAGES.favoriteAdded, 'yellow');
        }
      } catch (error) {
        fail(error, 'Erro ao atualizar favoritos');
      }
    },
    async track(i: Interest) {
      try {
        await track.mutateAsync({
          interest_id: i.id,
          nome: i.name,
          categoria: i.category,
          alcance: i.audience_size || null,
          status: 'testando',
        });
        toastSuccess(INTEREST_MESSAGES.trackedCreated);
      } catch (error) {
        fail(error, 'Erro ao adicionar à lista');
      }
    },
  };
}
