import { notifications } from '@mantine/notifications';
import { ADMIN_QUICK_TRIAL_DAYS, type AdminUser, DAY_MS, type UpdateUserInput } from '@sniperads/contract';
import { errorMessage } from '@/lib/api-error';
import { useDeleteUser, useUpdateUser } from '../api/admin-user-mutations';

const toast = (color: 'teal' | 'red', title: string, message: string) =>
  notifications.show({ color, title, message });

/** The row menu's actions (spec §4 admin transitions), each with its toasts. */
export const useUserActions = () => {
  const update = useUpdateUser();
  const remove = useDeleteUser();

  const run = (user: AdminUser, body: UpdateUserInput, done: [string, string], fail: string) =>
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => toast('teal', done[0], done[1]),
        onError: (e) => toast('red', fail, errorMessage(e, 'Tente novamente.')),
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
        onSuccess: () => toast('teal', 'Usuário excluído com sucesso!', user.email),
        onError: (e) => toast('red', 'Erro ao excluir usuário', errorMessage(e, 'Tente novamente.')),
        onSettled: onDone,
      });
    },
  };
};
