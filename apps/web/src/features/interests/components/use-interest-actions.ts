import { INTEREST_MESSAGES, type Interest } from '@sniperads/contract';
import { useMemo } from 'react';
import { toastNotice, toastSuccess } from '@/lib/toast';
import {
  useAddFavoriteInterest,
  useFavoriteInterests,
  useRemoveFavoriteInterest,
} from '../api/favorite-interests';
import { useCreateTrackedInterest, useTrackedInterests } from '../api/tracked-interests';

const failure = (title: string) => ({ title, fallback: 'Tente novamente.' });

/** Favorite and track actions for search results, with what is already favorite or tracked. */
export function useInterestActions() {
  const favorites = useFavoriteInterests();
  // Same key as the tracked list's default view, so both share one request.
  const tracked = useTrackedInterests({ sort: 'dataAdicionado', order: 'desc' });
  const addFavorite = useAddFavoriteInterest(failure('Erro ao atualizar favoritos'));
  const removeFavorite = useRemoveFavoriteInterest(failure('Erro ao atualizar favoritos'));
  const track = useCreateTrackedInterest(failure('Erro ao adicionar à lista'));

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
    // A failure is told by the write itself (lib/use-app-mutation.ts).
    toggleFavorite(i: Interest) {
      const existing = favoriteByInterest.get(i.id);
      if (existing) {
        removeFavorite.mutate(existing, {
          onSuccess: () => toastNotice(INTEREST_MESSAGES.favoriteRemoved, 'gray'),
        });
        return;
      }
      addFavorite.mutate(
        {
          interest_id: i.id,
          name: i.name,
          audience_size_lower: i.audience_size_lower,
          audience_size_upper: i.audience_size_upper,
          category: i.category,
          path: i.path,
          locale: i.locale,
        },
        { onSuccess: () => toastNotice(INTEREST_MESSAGES.favoriteAdded, 'yellow') },
      );
    },
    track(i: Interest) {
      track.mutate(
        {
          interest_id: i.id,
          nome: i.name,
          categoria: i.category,
          alcance: i.audience_size || null,
          status: 'testando',
        },
        { onSuccess: () => toastSuccess(INTEREST_MESSAGES.trackedCreated) },
      );
    },
  };
}
