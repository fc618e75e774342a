import type { CreateFavoriteInput } from '@sniperads/contract';
import { favoritesApi } from '@/lib/api/favorites';
import { foldersApi } from '@/lib/api/folders';
import { studioApi } from '@/lib/api/studio';
import { ok } from '@/lib/api-fetcher';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

export const useCreateFavorite = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (body: CreateFavoriteInput) => ok(favoritesApi.createFavorite({ body })),
    invalidates: 'favorite-added',
    failure,
  });

export const useDeleteFavorite = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (id: string) => ok(favoritesApi.deleteFavorite({ params: { id } })),
    invalidates: 'favorite-removed',
    failure,
  });

export const useAddToStudio = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (id: string) => ok(studioApi.addToStudio({ body: { id } })),
    invalidates: 'studio-added',
    failure,
  });

/** Files a favorite into a folder, or back to 'Sem Pasta' with null. */
export const useMoveToFolder = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: ({ id, folderId }: { id: string; folderId: string | null }) =>
      folderId
        ? ok(foldersApi.attachToFolder({ params: { id }, body: { folder_id: folderId } }))
        : ok(foldersApi.detachFromFolder({ params: { id }, body: {} })),
    invalidates: 'favorite-filed',
    failure,
  });
