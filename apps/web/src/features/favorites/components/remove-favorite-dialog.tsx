import { creativeTitle, type Favorite } from '@sniperads/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastDone } from '@/lib/toast';
import { useDeleteFavorite } from '../api/favorite-mutations';

/** Removing a favorite deletes its archived media too. */
export function RemoveFavoriteDialog({
  favorite,
  onClose,
}: {
  favorite: Favorite | null;
  onClose: () => void;
}) {
  const remove = useDeleteFavorite({ fallback: 'Erro ao remover favorito' });
  return (
    <ConfirmDialog
      opened={favorite !== null}
      title="Remover favorito"
      confirmLabel="Remover"
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => favorite && remove.mutate(favorite.id, toastDone(onClose))}
    >
      {`Tem certeza que deseja remover "${favorite ? creativeTitle(favorite) : ''}" dos favoritos? A mídia arquivada também será apagada.`}
    </ConfirmDialog>
  );
}
