import type { CreateFolderInput, FolderExportItem, UpdateFolderInput } from '@sniperads/contract';
import { favoritesApi } from '@/lib/api/favorites';
import { foldersApi } from '@/lib/api/folders';
import { ok } from '@/lib/api-fetcher';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

export const useCreateFolder = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (body: CreateFolderInput) => ok(foldersApi.createFolder({ body })),
    invalidates: 'folders-changed',
    failure,
  });

export const useUpdateFolder = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateFolderInput }) =>
      ok(foldersApi.updateFolder({ params: { id }, body })),
    invalidates: 'folders-changed',
    failure,
  });

export const useDeleteFolder = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (id: string) => ok(foldersApi.deleteFolder({ params: { id } })),
    invalidates: 'folders-changed',
    failure,
  });

export const useImportFolders = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (folders: FolderExportItem[]) => ok(foldersApi.importFolders({ body: { folders } })),
    invalidates: 'folders-changed',
    failure,
  });

interface RemoveFolderItem {
  id: string;
  mode: 'folder' | 'favorites';
}
type Answer = { message?: string | undefined };

/** Removes a favorite from its folder ('Sem Pasta') or deletes the favorite altogether. */
export const useRemoveFolderItem = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: async ({ id, mode }: RemoveFolderItem): Promise<Answer> =>
      mode === 'folder'
        ? ok(foldersApi.detachFromFolder({ params: { id }, body: {} }))
        : ok(favoritesApi.deleteFavorite({ params: { id } })),
    invalidates: ({ mode }) => (mode === 'folder' ? 'favorite-filed' : 'favorite-removed'),
    failure,
  });

export const exportFolders = async () => (await ok(foldersApi.exportFolders())).data;
