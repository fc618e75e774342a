import { INTEREST_MESSAGES, type TrackedInterest } from '@sniperads/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastNotice } from '@/lib/toast';
import { useDeleteTrackedInterest } from '../api/tracked-interests';

export function DeleteTrackedDialog({
  interest,
  onClose,
}: {
  interest: TrackedInterest | null;
  onClose: () => void;
}) {
  const remove = useDeleteTrackedInterest({
    title: 'Erro ao excluir interesse',
    fallback: 'Tente novamente.',
  });
  const confirm = async () => {
    if (!interest) return;
    remove.mutate(interest.id, {
      onSuccess: () => {
        toastNotice(INTEREST_MESSAGES.trackedDeleted, 'gray');
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      opened={interest !== null}
      title="Excluir interesse acompanhado"
      confirmLabel="Excluir"
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => void confirm()}
    >
      Tem certeza que deseja excluir “{interest?.nome}” da sua lista? O histórico de CPM dele será perdido.
    </ConfirmDialog>
  );
}
