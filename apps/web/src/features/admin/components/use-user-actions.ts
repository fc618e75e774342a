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
import { toastSuccess } from '@/lib/toast';
import { useDeleteUser, useUpdateUser } from '../api/admin-user-mutations';

/** A running trial ends now; one already over keeps the date it ended. */
const endOfTrial = (user: AdminUser) =>
  trialState(user.is_trial, user.trial_ends_at) === 'running'
    ? { trial_ends_at: new Date().toISOString() }
    : {};

const failure = (title: string) => ({ title, fallback: 'Tente novamente.' });

/**
 * The row menu's actions (admin transitions, docs/product-rules.md), each with its toasts: one
 * write per action, so each failure is titled by what it tried.
 */
export const useUserActions = () => {
  const activate = useUpdateUser(failure('Falha ao ativar trial'));
  const deactivate = useUpdateUser(failure('Falha ao desativar trial'));
  const pay = useUpdateUser(failure('Falha ao marcar como pago'));
  const changePlan = useUpdateUser(failure('Falha ao alterar plano'));
  const remove = useDeleteUser(failure('Erro ao excluir usuário'));

  const run = (
    update: typeof activate,
    user: AdminUser,
    body: UpdateUserInput,
    [title, message]: [string, string],
  ) => update.mutate({ id: user.id, body }, { onSuccess: () => toastSuccess(message, title) });

  return {
    busy: [activate, deactivate, pay, changePlan, remove].some((write) => write.isPending),
    activateTrial(user: AdminUser) {
      const now = new Date();
      run(
        activate,
        user,
        {
          is_trial: true,
          trial_started_at: now.toISOString(),
          trial_ends_at: new Date(now.getTime() + ADMIN_QUICK_TRIAL_DAYS * DAY_MS).toISOString(),
        },
        ['Trial ativado', `Trial de ${ADMIN_QUICK_TRIAL_DAYS} dias ativado.`],
      );
    },
    deactivateTrial(user: AdminUser) {
      run(deactivate, user, { is_trial: false, ...endOfTrial(user) }, [
        'Trial desativado',
        'Usuário não está mais em trial.',
      ]);
    },
    /** Ends the trial and moves the account to the paid plan: `plan`, else Pro (Max stays Max). */
    markPaid(user: AdminUser, plan?: Exclude<PlanId, 'free'>) {
      const paid = plan ?? (user.plan === 'max' ? 'max' : 'pro');
      run(pay, user, { is_trial: false, ...endOfTrial(user), plan: paid }, [
        ADMIN_MESSAGES.markedPaid,
        `${user.name} agora está no plano ${PLAN_NAMES[paid]}.`,
      ]);
    },
    /** Sets the stored plan only; a running trial keeps running (and gives at least Pro). */
    setPlan(user: AdminUser, plan: PlanId) {
      run(changePlan, user, { plan }, ['Plano alterado', ADMIN_MESSAGES.planChanged(PLAN_NAMES[plan])]);
    },
    remove(user: AdminUser, onDone: () => void) {
      remove.mutate(user.id, {
        onSuccess: () => toastSuccess(user.email, 'Usuário excluído com sucesso!'),
        onSettled: onDone,
      });
    },
  };
};
