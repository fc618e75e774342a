import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { toastAdminOutcome, toastError, toastOutcome, toastRequestError } from './toast';

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

  it('reports a mutation outcome and runs onDone only on success', () => {
    const onDone = vi.fn();
    const outcome = toastOutcome('Erro ao deletar pasta', onDone);
    outcome.onError(new Error('offline'));
    expect(onDone).not.toHaveBeenCalled();
    outcome.onSuccess({ message: 'Pasta excluída' });
    expect(onDone).toHaveBeenCalledOnce();
    expect(shown()).toEqual([
      {
        id: 'error::Erro ao deletar pasta',
        color: 'red',
        title: undefined,
        message: 'Erro ao deletar pasta',
      },
      { color: 'teal', title: undefined, message: 'Pasta excluída', autoClose: undefined },
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
    const outcome = toastAdminOutcome('Erro ao excluir tutorial', undefined, 'Tutorial criado');
    outcome.onSuccess({});
    outcome.onError(new Error('x'));
    expect(shown()).toEqual([
      { color: 'teal', title: 'Sucesso', message: 'Tutorial criado', autoClose: undefined },
      {
        id: 'error:Erro ao excluir tutorial:Tente novamente em instantes.',
        color: 'red',
        title: 'Erro ao excluir tutorial',
        message: 'Tente novamente em instantes.',
      },
    ]);
  });
});
