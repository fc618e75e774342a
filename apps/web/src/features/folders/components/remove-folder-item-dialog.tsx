import type { Favorite } from '@sniperads/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastDone } from '@/lib/toast';
import { useRemoveFolderItem } from '../api/folder-mutations';

/** A favorite leaving a folder: back to 'Sem Pasta', or out of the favorites altogether. */
export interface FolderItemRemoval {
  item: Favorite;
  mode: 'folder' | 'favorites';
}

export function RemoveFolderItemDialog({
  removing,
  onClose,
}: {
  removing: FolderItemRemoval | null;
  onClose: () => void;
}) {
  const remove = useRemoveFolderItem({ fallback: 'Erro ao remover anúncio da pasta' });
  return (
    <ConfirmDialog
      opened={removing !== null}
      title={removing?.mode === 'favorites' ? 'Remover dos favoritos' : 'Remover da pasta'}
      confirmLabel="Remover"
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        removing &&
        remove.mutate({ id: removing.item.id, mode: removing.mode }, toastDone(onClose, 'Removido'))
      }
    >
      {removing?.mode === 'favorites'
        ? 'O favorito será apagado de vez, junto com a mídia arquivada.'
        : "O favorito sai desta pasta e volta para 'Sem Pasta'."}
    </ConfirmDialog>
  );
}
