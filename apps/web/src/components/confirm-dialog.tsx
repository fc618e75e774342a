import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A destructive action's confirmation: Cancelar on the left, the red action on the right. The
 * caller keeps the target and runs the action; Cancelar and Esc only call `onClose`.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{title}</Text>} centered>
      <Text size="sm" component="div">
        {children}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Cancelar
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading ?? false}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
