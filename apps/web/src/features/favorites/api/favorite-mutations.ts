import type { CreateFavoriteInput } from '@sniperads/contract';
import { useMutation } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { useInvalidateFavorites } from '@/lib/invalidate-favorites';
import { requireOnline } from '@/lib/offline';

const useInvalidateAll = useInvalidateFavorites;

export const useCreateFavorite = () => {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (body: CreateFavoriteInput) => {
      requireOnline();
      return ok(api.favorites.createFavorite({ body }));
    },
    onSuccess: invalidate,
  });
};

export const useDeleteFavorite = () => {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (id: string) => {
      requireOnline();
      return ok(api.favorites.deleteFavorite({ params: { id } }));
    },
    onSuccess: invalidate,
  });
};

export const useAddToStudio = () => {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (id: string) => {
      requireOnline();
      return ok(api.studio.addToStudio({ body: { id } }));
    },
    onSuccess: invalidate,
  });
};

/** Files a favorite into a folder, or back to 'Sem Pasta' with null. */
export const useMoveToFolder = () => {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({ id, folderId }: { id: string; folderId: string | null }) => {
      requireOnline();
      return folderId
        ? ok(api.folders.attachToFolder({ params: { id }, body: { folder_id: folderId } }))
        : ok(api.folders.detachFromFolder({ params: { id }, body: {} }));
    },
    onSuccess: invalidate,
  });
};
