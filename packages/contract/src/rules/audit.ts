/** What the audit log records, and how the admin screens name it. */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.trial_on',
  'user.trial_off',
  'user.mark_paid',
  'user.plan',
  'user.plan_paid',
  'user.plan_cancelled',
  'user.password',
  'user.delete',
  'user.purge_contributions',
  'library.remove_demo',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABEL: Record<AuditAction, string> = {
  'user.create': 'Criou usuário',
  'user.update': 'Editou usuário',
  'user.trial_on': 'Ativou trial',
  'user.trial_off': 'Desativou trial',
  'user.mark_paid': 'Marcou como pago',
  'user.plan': 'Alterou plano',
  'user.plan_paid': 'Pagamento confirmado',
  'user.plan_cancelled': 'Assinatura encerrada',
  'user.password': 'Alterou senha',
  'user.delete': 'Excluiu usuário',
  'user.purge_contributions': 'Removeu contribuições',
  'library.remove_demo': 'Removeu dados de demonstração',
};
