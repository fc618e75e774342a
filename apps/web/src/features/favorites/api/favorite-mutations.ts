import type { CreateFavoriteInput } from '@sniperads/contract';
import { useMutation } from '@tanstack/react-query';
import { favoritesApi } from '@/lib/api/favorites';
import { foldersApi } from '@/lib/api/folders';
import { studioApi } from '@/lib/api/studio';
import { ok } from '@/lib/api-fetcher';
import { useInvalidateAfter } from '@/lib/invalidation';

export const useCreateFavorite = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: async (body: CreateFavoriteInput) => {
      return ok(favoritesApi.createFavorite({ body }));
    },
    onSuccess: () => invalidateAfter('favorite-added'),
  });
};

export const useDeleteFavorite = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: async (id: string) => {
      return ok(favoritesApi.deleteFavorite({ params: { id } }));
    },
    onSuccess: () => invalidateAfter('favorite-removed'),
  });
};

export const useAddToStudio = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: async (id: string) => {
      return ok(studioApi.addToStudio({ body: { id } }));
    },
    onSuccess: () => invalidateAfter('studio-added'),
  });
};

/** Files a favorite into a folder, or back to 'Sem Pasta' with null. */
export const useMoveToFolder = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: async ({ id, folderId }: { id: string; folderId: string | null }) => {
      return folderId
        ? ok(foldersApi.attachToFolder({ params: { id }, body: { folder_id: folderId } }))
        : ok(foldersApi.detachFromFolder({ params: { id }, body: {} }));
    },
    onSuccess: () => invalidateAfter('favorite-filed'),
  });
};
