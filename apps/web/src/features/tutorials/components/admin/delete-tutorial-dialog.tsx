import type { TutorialCategory, TutorialContent } from '@sniperads/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { adminFailure, toastAdminDone } from '@/lib/toast';
import { useDeleteTutorialCategory, useDeleteTutorialContent } from '../../api/manage-tutorials';

export type TutorialDeletion =
  | { kind: 'category'; item: TutorialCategory }
  | { kind: 'content'; item: TutorialContent };

/** Deleting a category (only an empty one: the API refuses the others) or a tutorial. */
export function DeleteTutorialDialog({
  pending,
  onClose,
}: {
  pending: TutorialDeletion | null;
  onClose: () => void;
}) {
  const deleteCategory = useDeleteTutorialCategory(adminFailure('Erro ao excluir categoria'));
  const deleteContent = useDeleteTutorialContent(adminFailure('Erro ao excluir tutorial'));
  const confirm = () => {
    if (!pending) return;
    const remove = pending.kind === 'category' ? deleteCategory : deleteContent;
    remove.mutate(pending.item.id, toastAdminDone(onClose));
  };
  return (
    <ConfirmDialog
      opened={pending !== null}
      title="Confirmar exclusão"
      confirmLabel="Excluir"
      loading={deleteCategory.isPending || deleteContent.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      {pending?.kind === 'category'
        ? `Excluir a categoria "${pending.item.name}"? Só é possível excluir categorias sem tutoriais.`
        : `Excluir o tutorial "${pending?.item.title ?? ''}"? Esta ação não pode ser desfeita.`}
    </ConfirmDialog>
  );
}
