import { ADMIN_QUICK_TRIAL_DAYS, type AdminUser, DAY_MS, type UpdateUserInput } from '@sniperads/contract';
import { toastRequestError, toastSuccess } from '@/lib/toast';
import { useDeleteUser, useUpdateUser } from '../api/admin-user-mutations';

/** The row menu's actions (admin transitions, docs/product-rules.md), each with its toasts. */
export const useUserActions = () => {
  const update = useUpdateUser();
  const remove = useDeleteUser();

  const run = (user: AdminUser, body: UpdateUserInput, done: [string, string], fail: string) =>
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => toastSuccess(done[1], done[0]),
        onError: (e) => toastRequestError(e, 'Tente novamente.', fail),
      },
    );

  return {
    busy: update.isPending || remove.isPending,
    activateTrial(user: AdminUser) {
      const now = new Date();
      run(
        user,
        {
          is_trial: true,
          trial_started_at: now.toISOString(),
          trial_ends_at: new Date(now.getTime() + ADMIN_QUICK_TRIAL_DAYS * DAY_MS).toISOString(),
        },
        ['Trial ativado', `Trial de ${ADMIN_QUICK_TRIAL_DAYS} dias ativado.`],
        'Falha ao ativar trial',
      );
    },
    deactivateTrial(user: AdminUser) {
      run(
        user,
        { is_trial: false, trial_ends_at: new Date().toISOString() },
        ['Trial desativado', 'Usuário não está mais em trial.'],
        'Falha ao desativar trial',
      );
    },
    /** Ends the trial and moves the account to the paid plan (Pro unless already on Max). */
    markPaid(user: AdminUser) {
      run(
        user,
        {
          is_trial: false,
          trial_ends_at: new Date().toISOString(),
          plan: user.plan === 'max' ? 'max' : 'pro',
        },
        ['Usuário marcado como pago', `${user.name} agora está no plano pago.`],
        'Falha ao desativar trial',
      );
    },
    remove(user: AdminUser, onDone: () => void) {
      remove.mutate(user.id, {
        onSuccess: () => toastSuccess(user.email, 'Usuário excluído com sucesso!'),
        onError: (e) => toastRequestError(e, 'Tente novamente.', 'Erro ao excluir usuário'),
        onSettled: onDone,
      });
    },
  };
};
