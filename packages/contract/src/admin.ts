import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { PlanSchema, PlanSourceSchema } from './auth';
import { access, listBody, MessageBodySchema, okBody, pageQuery, pick, UuidSchema } from './common';
import { AUDIT_ACTIONS } from './rules/audit';
import { EMAIL_PATTERN } from './rules/password';
import { ADMIN_TRIAL_FILTERS, TRIAL_MESSAGES } from './rules/trial';

const c = initContract();

export const ADMIN_PAGE_SIZE = 15;

export const AdminDashboardStatsSchema = z.object({
  total_users: z.number().int(),
  total_favorites: z.number().int(),
  total_folders: z.number().int(),
  trial_users: z.number().int(),
  expired_trials: z.number().int(),
  new_users_today: z.number().int(),
  new_users_week: z.number().int(),
  new_users_month: z.number().int(),
  generated_at: z.string(),
});
export type AdminDashboardStats = z.infer<typeof AdminDashboardStatsSchema>;

const iso = z.string().nullable();

/** The user as the admin area sees it (docs/product-rules.md, Entities: User). */
export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  plan: PlanSchema,
  effective_plan: PlanSchema,
  plan_source: PlanSourceSchema,
  is_admin: z.boolean(),
  is_test: z.boolean(),
  is_trial: z.boolean(),
  trial_started_at: iso,
  trial_ends_at: iso,
  trial_days_remaining: z.number().int().nullable(),
  email_verified_at: iso,
  activity: z.object({
    is_active: z.boolean(),
    last_activity_at: iso,
    last_activity_human: z.string(),
    member_since_human: z.string(),
  }),
  stats: z.object({
    total_favorites: z.number().int(),
    total_folders: z.number().int(),
    total_favorite_interests: z.number().int(),
    total_ads_saved: z.number().int(),
  }),
  notifications: z.object({ enabled: z.boolean(), email_enabled: z.boolean(), push_enabled: z.boolean() }),
  /** Devices of the account registered for web push (push_subscriptions). */
  push_devices: z.number().int(),
  timestamps: z.object({ created_at: z.string(), updated_at: z.string() }),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

const boolQuery = z
  .enum(['true', 'false', '1', '0'], { errorMap: () => ({ message: 'Use true ou false' }) })
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const ADMIN_USER_ORDER = ['created_at', 'name', 'email', 'last_activity_at', 'trial_ends_at'] as const;

/** 'Apenas em trial' (running), 'Trial expirado', 'Sem trial': the states of rules/trial.ts. */

export const AdminUsersQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  is_admin: boolQuery,
  trial: z
    .enum(ADMIN_TRIAL_FILTERS, { errorMap: () => ({ message: 'Filtro de trial inválido' }) })
    .optional(),
  verified: boolQuery,
  location: z.string().trim().max(120).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  page: pageQuery(),
  order_by: z
    .enum(ADMIN_USER_ORDER, { errorMap: () => ({ message: 'Ordenação inválida' }) })
    .default('created_at'),
  order_direction: z
    .enum(['asc', 'desc'], { errorMap: () => ({ message: 'Direção inválida' }) })
    .default('desc'),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;

const isoDate = z
  .string()
  .datetime({ offset: true, message: 'Data inválida' })
  .transform((v) => new Date(v));

export const ADMIN_NAME_RULES = z
  .string({ required_error: 'Nome é obrigatório' })
  .trim()
  .min(1, 'Nome é obrigatório')
  .pipe(
    z
      .string()
      .min(2, 'Nome deve ter pelo menos 2 caracteres')
      .max(120, 'Nome deve ter no máximo 120 caracteres'),
  );

export const AdminEmailSchema = z
  .string({ required_error: 'Email é obrigatório' })
  .trim()
  .min(1, 'Email é obrigatório')
  .pipe(z.string().max(254, 'Formato de email inválido').regex(EMAIL_PATTERN, 'Formato de email inválido'))
  .transform((v) => v.toLowerCase());

export const AdminPasswordSchema = z
  .string({ required_error: 'Senha é obrigatória' })
  .min(1, 'Senha é obrigatória')
  .pipe(
    z
      .string()
      .min(6, 'Senha deve ter pelo menos 6 caracteres')
      .max(128, 'Senha deve ter no máximo 128 caracteres'),
  );

const trialDatesInOrder = (v: { trial_started_at?: Date | null; trial_ends_at?: Date | null }) =>
  !v.trial_started_at || !v.trial_ends_at || v.trial_ends_at > v.trial_started_at;
const TRIAL_ORDER_ISSUE = { message: TRIAL_MESSAGES.endBeforeStart, path: ['trial_ends_at'] };
const trialDatesGiven = (v: { is_trial?: boolean; trial_started_at?: Date | null }) =>
  v.is_trial !== true || Boolean(v.trial_started_at);
const trialEndGiven = (v: { is_trial?: boolean; trial_ends_at?: Date | null }) =>
  v.is_trial !== true || Boolean(v.trial_ends_at);

export const CreateUserSchema = z
  .object({
    name: ADMIN_NAME_RULES,
    email: AdminEmailSchema,
    password: AdminPasswordSchema,
    is_admin: z.boolean().default(false),
    is_test: z.boolean().default(false),
    is_trial: z.boolean().default(false),
    trial_started_at: isoDate.nullish(),
    trial_ends_at: isoDate.nullish(),
  })
  .refine(trialDatesGiven, { message: TRIAL_MESSAGES.startRequired, path: ['trial_started_at'] })
  .refine(trialEndGiven, { message: TRIAL_MESSAGES.endRequired, path: ['trial_ends_at'] })
  .refine(trialDatesInOrder, TRIAL_ORDER_ISSUE);
export type CreateUserInput = z.input<typeof CreateUserSchema>;

export const UpdateUserSchema = z
  .object({
    name: ADMIN_NAME_RULES.optional(),
    is_admin: z.boolean().optional(),
    is_test: z.boolean().optional(),
    is_trial: z.boolean().optional(),
    trial_started_at: isoDate.nullish(),
    trial_ends_at: isoDate.nullish(),
    plan: PlanSchema.optional(),
  })
  // Turning a trial on names its window ('Ativar trial' sends now and now + 3 days).
  .refine(trialDatesGiven, { message: TRIAL_MESSAGES.startRequired, path: ['trial_started_at'] })
  .refine(trialEndGiven, { message: TRIAL_MESSAGES.endRequired, path: ['trial_ends_at'] })
  .refine(trialDatesInOrder, TRIAL_ORDER_ISSUE);
export type UpdateUserInput = z.input<typeof UpdateUserSchema>;

export const SetUserPasswordSchema = z.object({
  password: z
    .string({ required_error: 'Por favor, digite uma nova senha' })
    .min(1, 'Por favor, digite uma nova senha')
    .pipe(
      z
        .string()
        .min(6, 'A senha deve ter pelo menos 6 caracteres')
        .max(128, 'A senha deve ter no máximo 128 caracteres'),
    ),
});

export const AuditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor_id: z.string().nullable(),
  actor_email: z.string(),
  target_id: z.string().nullable(),
  target_label: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { errorMap: () => ({ message: 'Ação inválida' }) }).optional(),
  search: z.string().trim().max(120).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  page: pageQuery(),
});

export const ADMIN_MESSAGES = {
  userNotFound: 'Usuário não encontrado',
  emailTaken: 'Este email já está cadastrado.',
  created: 'Usuário criado com sucesso!',
  updated: 'Usuário atualizado com sucesso!',
  deleted: 'Usuário excluído com sucesso!',
  passwordChanged:
    'Senha alterada com sucesso! As sessões e o token da extensão deste usuário foram encerrados.',
  cannotDeleteSelf: 'Você não pode excluir a sua própria conta.',
  cannotDemoteSelf: 'Você não pode remover o seu próprio acesso de administrador.',
  markedPaid: 'Usuário marcado como pago',
  planChanged: (plan: string) => `Plano alterado para ${plan}.`,
} as const;

const UserIdParams = z.object({ id: UuidSchema });

export const adminContract = c.router({
  getDashboard: {
    method: 'GET',
    path: '/admin/dashboard',
    summary: 'Números da plataforma',
    responses: { 200: okBody(AdminDashboardStatsSchema), ...pick(401, 403, 500) },
    metadata: access('admin'),
  },
  getUsers: {
    method: 'GET',
    path: '/admin/users',
    summary: 'Listar usuários (busca, filtros, paginação)',
    query: AdminUsersQuerySchema,
    responses: { 200: listBody(AdminUserSchema), ...pick(400, 401, 403, 500) },
    metadata: access('admin'),
  },
  createUser: {
    method: 'POST',
    path: '/admin/users',
    summary: 'Criar usuário',
    body: CreateUserSchema,
    responses: { 201: okBody(AdminUserSchema), ...pick(400, 401, 403, 409, 500) },
    metadata: access('admin'),
  },
  getUser: {
    method: 'GET',
    path: '/admin/users/:id',
    summary: 'Um usuário',
    pathParams: UserIdParams,
    responses: { 200: okBody(AdminUserSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('admin'),
  },
  updateUser: {
    method: 'PUT',
    path: '/admin/users/:id',
    summary: 'Atualizar papéis, plano e trial',
    pathParams: UserIdParams,
    body: UpdateUserSchema,
    responses: { 200: okBody(AdminUserSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('admin'),
  },
  deleteUser: {
    method: 'DELETE',
    path: '/admin/users/:id',
    summary: 'Excluir usuário e todos os seus dados',
    pathParams: UserIdParams,
    body: c.noBody(),
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('admin'),
  },
  setUserPassword: {
    method: 'PUT',
    path: '/admin/users/:id/password',
    summary: 'Definir a senha de um usuário (encerra as sessões e revoga os tokens dele)',
    pathParams: UserIdParams,
    body: SetUserPasswordSchema,
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('admin'),
  },
  getAudit: {
    method: 'GET',
    path: '/admin/audit',
    summary: 'Registro de ações administrativas',
    query: AuditQuerySchema,
    responses: { 200: listBody(AuditEntrySchema), ...pick(400, 401, 403, 500) },
    metadata: access('admin'),
  },
});
