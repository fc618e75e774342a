import { Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';

export type StudioPopupState = { status: 'processing' | 'success' | 'error'; title: string } | null;

/** Processing, then success (closes after 3 s) or error (closes after 2 s). */
export const POPUP_CLOSE_MS = { success: 3000, error: 2000 } as const;

export function StudioPopup({ state, onClose }: { state: StudioPopupState; onClose: () => void }) {
  useEffect(() => {
    if (!state || state.status === 'processing') return;
    const timer = setTimeout(onClose, POPUP_CLOSE_MS[state.status]);
    return () => clearTimeout(timer);
  }, [state, onClose]);

  return (
    <Modal opened={state !== null} onClose={onClose} withCloseButton={false} centered size="sm">
      {state && (
        <Stack align="center" gap="sm" py="md" role="status">
          {state.status === 'processing' && <Loader color="grape" />}
          {state.status === 'success' && (
            <ThemeIcon size={48} radius="xl" color="teal">
              <IconCheck />
            </ThemeIcon>
          )}
          {state.status === 'error' && (
            <ThemeIcon size={48} radius="xl" color="red">
              <IconX />
            </ThemeIcon>
          )}
          <Text fw={700}>
            {state.status === 'processing'
              ? 'Adicionando ao Studio...'
              : state.status === 'success'
                ? 'Adicionado ao Studio!'
                : 'Erro ao Adicionar'}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {state.status === 'processing'
              ? `Enviando "${state.title}" para o Studio Criativa.`
              : state.status === 'success'
                ? `"${state.title}" já está no Studio Criativa.`
                : `Não foi possível adicionar "${state.title}" ao Studio. Tente novamente.`}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
