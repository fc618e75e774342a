import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';

const renderDialog = (props: { loading?: boolean } = {}) => {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderWithMantine(
    <ConfirmDialog
      opened
      title="Excluir pasta"
      confirmLabel="Excluir"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    >
      Tem certeza que deseja excluir a pasta "Saúde"?
    </ConfirmDialog>,
  );
  return { onConfirm, onClose };
};

describe('ConfirmDialog', () => {
  it('shows the title and the question', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Excluir pasta' })).toBeTruthy();
    expect(screen.getByText('Tem certeza que deseja excluir a pasta "Saúde"?')).toBeTruthy();
  });

  it('confirms with the red action', async () => {
    const { onConfirm, onClose } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancels without running the action', async () => {
    const { onConfirm, onClose } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be cancelled while the action runs', async () => {
    renderDialog({ loading: true });
    const cancel = (await screen.findByRole('button', { name: 'Cancelar' })) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
  });
});
