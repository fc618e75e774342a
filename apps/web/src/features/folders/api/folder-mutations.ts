import type { CreateFolderInput, FolderExportItem, UpdateFolderInput } from '@sniperads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { forgetSynced, requireOnline } from '@/lib/offline';

const useInvalidate = () => {
  const qc = useQueryClient();
  return () => {
    forgetSynced(['dashboard']);
    return Promise.all(
      [['folders'], ['favorites'], ['dashboard'], ['studio']].map((queryKey) =>
        qc.invalidateQueries({ queryKey }),
      ),
    );
  };
};

const online =
  <A, R>(fn: (arg: A) => Promise<R>) =>
  async (arg: A) => {
    requireOnline();
    return fn(arg);
  };

export const useCreateFolder = () =>
  useMutation({
    mutationFn: online((body: CreateFolderInput) => ok(api.folders.createFolder({ body }))),
    onSuccess: useInvalidate(),
  });

export const useUpdateFolder = () =>
  useMutation({
    mutationFn: online(({ id, body }: { id: string; body: UpdateFolderInput }) =>
      ok(api.folders.updateFolder({ params: { id }, body })),
    ),
    onSuccess: useInvalidate(),
  });

export const useDeleteFolder = () =>
  useMutation({
    mutationFn: online((id: string) => ok(api.folders.deleteFolder({ params: { id } }))),
    onSuccess: useInvalidate(),
  });

export const useImportFolders = () =>
  useMutation({
    mutationFn: online((folders: FolderExportItem[]) => ok(api.folders.importFolders({ body: { folders } }))),
    onSuccess: useInvalidate(),
  });

/** Removes a favorite from its folder ('Sem Pasta') or deletes the favorite altogether. */
export const useRemoveFolderItem = () =>
  useMutation({
    mutationFn: online(
      async ({
        id,
        mode,
      }: {
        id: string;
        mode: 'folder' | 'favorites';
      }): Promise<{ message?: string | undefined }> =>
        mode === 'folder'
          ? ok(api.folders.detachFromFolder({ params: { id }, body: {} }))
          : ok(api.favorites.deleteFavorite({ params: { id } })),
    ),
    onSuccess: useInvalidate(),
  });

export const exportFolders = async () => (await ok(api.folders.exportFolders())).data;
