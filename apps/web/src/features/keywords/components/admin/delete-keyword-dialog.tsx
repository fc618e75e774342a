import { Stack, Text } from '@mantine/core';
import { KEYWORD_MESSAGES, type Keyword } from '@sniperads/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { adminFailure, toastAdminDone } from '@/lib/toast';
import { useDeleteKeyword } from '../../api/admin-keywords';

export function DeleteKeywordDialog({ keyword, onClose }: { keyword: Keyword | null; onClose: () => void }) {
  const remove = useDeleteKeyword(adminFailure('Erro ao excluir palavra-chave'));
  return (
    <ConfirmDialog
      opened={keyword !== null}
      title="Excluir palavra-chave"
      confirmLabel="Excluir"
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        keyword && remove.mutate(keyword.id, toastAdminDone(onClose, KEYWORD_MESSAGES.deleted))
      }
    >
      <Stack gap="xs">
        <Text size="sm">
          Tem certeza que deseja excluir esta palavra-chave? Esta ação não pode ser desfeita.
        </Text>
        {keyword && <Text fw={700}>{keyword.keyword}</Text>}
      </Stack>
    </ConfirmDialog>
  );
}
