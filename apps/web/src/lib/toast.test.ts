import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { toastAdminDone, toastDone, toastError, toastRequestError } from './toast';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
const shown = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n);

afterEach(() => vi.mocked(notifications.show).mockClear());

describe('toasts', () => {
  it("prefers the server's message to the screen's fallback", () => {
    toastRequestError(new ApiError(422, 'Nome já usado'), 'Tente novamente.', 'Erro ao salvar');
    toastRequestError(new Error('boom'), 'Tente novamente.');
    expect(shown()).toEqual([
      {
        id: 'error:Erro ao salvar:Nome já usado',
        color: 'red',
        title: 'Erro ao salvar',
        message: 'Nome já usado',
      },
      { id: 'error::Tente novamente.', color: 'red', title: undefined, message: 'Tente novamente.' },
    ]);
  });

  it('titles a plan refusal as the limit of the Free plan, keeping the way up from the server', () => {
    const refusal = new ApiError(
      403,
      'O plano Free permite até 10 favoritos. Faça upgrade para o Pro para salvar mais.',
      {
        code: 'PLAN_LIMIT',
      },
    );
    toastRequestError(refusal, 'Tente novamente.', 'Erro ao adicionar aos favoritos');
    expect(shown()).toEqual([
      {
        id: `error:Limite do plano Free:${refusal.message}`,
        color: 'red',
        title: 'Limite do plano Free',
        message: refusal.message,
      },
    ]);
  });

  it("reports a write's success with the server's message, then runs onDone", () => {
    const onDone = vi.fn();
    toastDone(onDone).onSuccess({ message: 'Pasta excluída' });
    toastDone(undefined, 'Removido').onSuccess({});
    expect(onDone).toHaveBeenCalledOnce();
    expect(shown()).toEqual([
      { color: 'teal', title: undefined, message: 'Pasta excluída', autoClose: undefined },
      { color: 'teal', title: undefined, message: 'Removido', autoClose: undefined },
    ]);
  });

  it('shows one toast for a failure repeated while it is up (a blocked form clicked twice)', () => {
    toastError('Corrija os campos destacados e tente novamente.', 'Erro na validação');
    toastError('Corrija os campos destacados e tente novamente.', 'Erro na validação');
    const [first, second] = shown();
    expect(first?.id).toBeTruthy();
    expect(second?.id).toBe(first?.id);
  });

  it("titles the admin screens' toasts", () => {
    toastAdminDone(undefined, 'Tutorial criado').onSuccess({});
    expect(shown()).toEqual([
      { color: 'teal', title: 'Sucesso', message: 'Tutorial criado', autoClose: undefined },
    ]);
  });
});
