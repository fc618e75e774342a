import {
  ADMIN_MESSAGES,
  ADMIN_QUICK_TRIAL_DAYS,
  type AdminUser,
  DAY_MS,
  PLAN_NAMES,
  type PlanId,
  trialState,
  type UpdateUserInput,
} from '@sniperads/contract';
import { toastRequestError, toastSuccess } from '@/lib/toast';
import { useDeleteUser, useUpdateUser } from '../api/admin-user-mutations';

/** A running trial ends now; one already over keeps the date it ended. */
const endOfTrial = (user: AdminUser) =>
  trialState(user.is_trial, user.trial_ends_at) === 'running'
    ? { trial_ends_at: new Date().toISOString() }
    : {};

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
        { is_trial: false, ...endOfTrial(user) },
        ['Trial desativado', 'Usuário não está mais em trial.'],
        'Falha ao desativar trial',
      );
    },
    /** Ends the trial and moves the account to the paid plan: `plan`, else Pro (Max stays Max). */
    markPaid(user: AdminUser, plan?: Exclude<PlanId, 'free'>) {
      const paid = plan ?? (user.plan === 'max' ? 'max' : 'pro');
      run(
        user,
        { is_trial: false, ...endOfTrial(user), plan: paid },
        [ADMIN_MESSAGES.markedPaid, `${user.name} agora está no plano ${PLAN_NAMES[paid]}.`],
        'Falha ao marcar como pago',
      );
    },
    /** Sets the stored plan only; a running trial keeps running (and gives at least Pro). */
    setPlan(user: AdminUser, plan: PlanId) {
      run(
        user,
        { plan },
        ['Plano alterado', ADMIN_MESSAGES.planChanged(PLAN_NAMES[plan])],
        'Falha ao alterar plano',
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
