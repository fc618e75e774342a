import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INTEREST_MESSAGES, type TrackedInterest } from '@sniperads/contract';
import { errorMessage } from '@/lib/api-error';
import { useDeleteTrackedInterest } from '../api/tracked-interests';

export function DeleteTrackedDialog({
  interest,
  onClose,
}: {
  interest: TrackedInterest | null;
  onClose: () => void;
}) {
  const remove = useDeleteTrackedInterest();
  const confirm = async () => {
    if (!interest) return;
    try {
      await remove.mutateAsync(interest.id);
      notifications.show({ color: 'gray', message: INTEREST_MESSAGES.trackedDeleted });
      onClose();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Erro ao excluir interesse',
        message: errorMessage(error, 'Tente novamente.'),
      });
    }
  };
  return (
    <Modal opened={interest !== null} onClose={onClose} title="Excluir interesse acompanhado">
      <Text size="sm">
        Tem certeza que deseja excluir “{interest?.nome}” da sua lista? O histórico de CPM dele será perdido.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
          Excluir
        </Button>
      </Group>
    </Modal>
  );
}
