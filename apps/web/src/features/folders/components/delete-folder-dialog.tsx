import type { Folder } from '@sniperads/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastDone } from '@/lib/toast';
import { useDeleteFolder } from '../api/folder-mutations';

/** Deleting a folder; its favorites go back to 'Sem Pasta'. */
export function DeleteFolderDialog({ folder, onClose }: { folder: Folder | null; onClose: () => void }) {
  const remove = useDeleteFolder({ fallback: 'Erro ao deletar pasta' });
  return (
    <ConfirmDialog
      opened={folder !== null}
      title="Excluir pasta"
      confirmLabel="Excluir"
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => folder && remove.mutate(folder.id, toastDone(onClose))}
    >
      {`Tem certeza que deseja excluir a pasta "${folder?.name ?? ''}"? Os favoritos dela serão movidos para 'Sem Pasta'.`}
    </ConfirmDialog>
  );
}
