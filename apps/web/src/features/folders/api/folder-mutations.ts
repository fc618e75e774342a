import type { CreateFolderInput, FolderExportItem, UpdateFolderInput } from '@sniperads/contract';
import { useMutation } from '@tanstack/react-query';
import { favoritesApi } from '@/lib/api/favorites';
import { foldersApi } from '@/lib/api/folders';
import { ok } from '@/lib/api-fetcher';
import { type Change, useInvalidateAfter } from '@/lib/invalidation';

const useAfter = (change: Change) => {
  const invalidateAfter = useInvalidateAfter();
  return () => invalidateAfter(change);
};

export const useCreateFolder = () =>
  useMutation({
    mutationFn: (body: CreateFolderInput) => ok(foldersApi.createFolder({ body })),
    onSuccess: useAfter('folders-changed'),
  });

export const useUpdateFolder = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateFolderInput }) =>
      ok(foldersApi.updateFolder({ params: { id }, body })),
    onSuccess: useAfter('folders-changed'),
  });

export const useDeleteFolder = () =>
  useMutation({
    mutationFn: (id: string) => ok(foldersApi.deleteFolder({ params: { id } })),
    onSuccess: useAfter('folders-changed'),
  });

export const useImportFolders = () =>
  useMutation({
    mutationFn: (folders: FolderExportItem[]) => ok(foldersApi.importFolders({ body: { folders } })),
    onSuccess: useAfter('folders-changed'),
  });

interface RemoveFolderItem {
  id: string;
  mode: 'folder' | 'favorites';
}
type Answer = { message?: string | undefined };

/** Removes a favorite from its folder ('Sem Pasta') or deletes the favorite altogether. */
export const useRemoveFolderItem = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: async ({ id, mode }: RemoveFolderItem): Promise<Answer> =>
      mode === 'folder'
        ? ok(foldersApi.detachFromFolder({ params: { id }, body: {} }))
        : ok(favoritesApi.deleteFavorite({ params: { id } })),
    onSuccess: (_body: Answer, { mode }: RemoveFolderItem) =>
      invalidateAfter(mode === 'folder' ? 'favorite-filed' : 'favorite-removed'),
  });
};

export const exportFolders = async () => (await ok(foldersApi.exportFolders())).data;
