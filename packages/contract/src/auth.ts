import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, MessageBodySchema, okBody, pick } from './common';
import { EMAIL_PATTERN, passwordsMatch, phoneDigits, StrongPasswordSchema } from './rules/password';
import { PLAN_IDS } from './rules/plans';

const c = initContract();

export const PLANS = PLAN_IDS;
export const PlanSchema = z.enum(PLANS);
export type Plan = z.infer<typeof PlanSchema>;
export const PlanSourceSchema = z.enum(['paid', 'trial', 'free']);

/** The user as the app stores it after login (docs/product-rules.md, Entities: User). */
export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  is_admin: z.boolean(),
  is_test: z.boolean(),
  is_trial: z.boolean(),
  trial_started_at: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
  trial_days_remaining: z.number().int().nullable(),
  /** The plan the account holds (paid, or set by an admin); 'free' by default. */
  plan: PlanSchema,
  /** The plan whose limits apply now: a running trial gives Pro (rules/plans.ts). */
  effective_plan: PlanSchema,
  plan_source: PlanSourceSchema,
  created_at: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const AuthPayloadSchema = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
  user: SessionUserSchema,
});
export type AuthPayload = z.infer<typeof AuthPayloadSchema>;

/** Required first, format only once present: one message per problem. */
const requiredEmail = (required: string, invalid: string) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .pipe(z.string().max(254, invalid).regex(EMAIL_PATTERN, invalid))
    .transform((v) => v.toLowerCase());

export const LoginSchema = z.object({
  email: requiredEmail('Email e senha são obrigatórios', 'Formato de email inválido'),
  password: z
    .string({ required_error: 'Email e senha são obrigatórios' })
    .min(1, 'Email e senha são obrigatórios')
    .max(128, 'Email ou senha incorretos'),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const RegisterSchema = z
  .object({
    name: z
      .string({ required_error: 'Nome é obrigatório' })
      .trim()
      .min(1, 'Nome é obrigatório')
      .max(120, 'Nome deve ter no máximo 120 caracteres'),
    email: requiredEmail('Email é obrigatório', 'Email deve ter um formato válido'),
    phone: z
      .string({ required_error: 'Telefone é obrigatório' })
      .transform(phoneDigits)
      .refine((d) => d.length > 0, 'Telefone é obrigatório')
      .refine(
        (d) => d.length === 0 || d.length === 10 || d.length === 11,
        'Telefone deve estar no formato (XX) XXXXX-XXXX',
      ),
    password: StrongPasswordSchema,
    password_confirmation: z
      .string({ required_error: 'Confirmação de senha é obrigatória' })
      .min(1, 'Confirmação de senha é obrigatória'),
  })
  .and(passwordsMatch);
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The link of the sign-up confirmation mail (`/confirmar-email?token=…`). */
export const ConfirmSignupSchema = z.object({
  token: z
    .string({ required_error: 'Link de confirmação inválido ou expirado.' })
    .min(20, 'Link de confirmação inválido ou expirado.')
    .max(200, 'Link de confirmação inválido ou expirado.'),
});

export const ForgotPasswordSchema = z.object({
  email: requiredEmail('Email é obrigatório', 'Email deve ter um formato válido'),
});

export const ResetPasswordSchema = z
  .object({
    token: z
      .string({ required_error: 'Link de redefinição inválido ou expirado.' })
      .min(20, 'Link de redefinição inválido ou expirado.')
      .max(200, 'Link de redefinição inválido ou expirado.'),
    password: StrongPasswordSchema,
    password_confirmation: z
      .string({ required_error: 'Confirmação de senha é obrigatória' })
      .min(1, 'Confirmação de senha é obrigatória'),
  })
  .and(passwordsMatch);

/** The same answer whether or not the address exists, so nobody can probe for accounts. */
export const FORGOT_PASSWORD_MESSAGE =
  'Se existir uma conta com este email, enviaremos um link para redefinir a senha.';
/**
 * Sign-up's one answer, new address or registered one: the account exists only once the emailed
 * link is opened, and the owner of a registered address is told by mail instead.
 */
export const SIGNUP_SENT_MESSAGE =
  'Enviamos um link de confirmação para seu email. Abra o link para ativar sua conta.';
export const AUTH_MESSAGES = {
  loginOk: 'Login realizado com sucesso!',
  badCredentials: 'Email ou senha incorretos',
  registerOk: 'Conta criada com sucesso! Seu teste grátis de 7 dias começou.',
  confirmInvalid: 'Link de confirmação inválido ou expirado.',
  confirmAccountExists: 'Este email já tem uma conta ativa. Entre com seu email e senha.',
  logoutOk: 'Logout realizado com sucesso',
  refreshOk: 'Token renovado com sucesso',
  resetOk:
    'Senha redefinida com sucesso! Por segurança, encerramos todas as sessões e o token da extensão. Faça login com a nova senha.',
  resetInvalid: 'Link de redefinição inválido ou expirado.',
  unauthenticated: 'Token expirado. Faça login novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  tooManyAttempts: 'Muitas tentativas. Aguarde um momento e tente novamente.',
} as const;

/** The per-account sign-in limit's refusal, whatever address the attempts come from. */
export const accountThrottledMessage = (minutes: number) =>
  `Muitas tentativas para esta conta. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;

/** How long to wait, as a person says it: '45 segundos', '1 minuto', '3 minutos'. */
export const waitText = (seconds: number) => {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} ${s === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(s / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
};

/** The per-address limit's refusal on the auth routes, with the time left in its window. */
export const rateLimitedMessage = (seconds: number) =>
  `Muitas tentativas. Tente novamente em ${waitText(seconds)}.`;

export const authContract = c.router({
  login: {
    method: 'POST',
    path: '/auth/',
    summary: 'Entrar com email e senha',
    body: LoginSchema,
    responses: { 200: okBody(AuthPayloadSchema), ...pick(400, 401, 429, 500) },
    metadata: access('public'),
  },
  register: {
    method: 'POST',
    path: '/auth/register',
    summary: 'Pedir uma conta: envia o link de confirmação por email (a mesma resposta para qualquer email)',
    body: RegisterSchema,
    responses: { 202: MessageBodySchema, ...pick(400, 403, 429, 500) },
    metadata: access('public'),
  },
  confirmSignup: {
    method: 'POST',
    path: '/auth/confirm-email',
    summary: 'Confirmar o email do cadastro: cria a conta, inicia o teste grátis de 7 dias e entra',
    body: ConfirmSignupSchema,
    responses: { 200: okBody(AuthPayloadSchema), ...pick(400, 403, 409, 429, 500) },
    metadata: access('public'),
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Encerrar a sessão atual',
    body: c.noBody(),
    responses: { 200: MessageBodySchema, ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  refreshToken: {
    method: 'POST',
    path: '/auth/refresh-token',
    summary: 'Renovar o token da sessão (o anterior deixa de valer)',
    body: c.noBody(),
    responses: { 200: okBody(AuthPayloadSchema), ...pick(401, 429, 500) },
    // Checked by the handler itself: an expired access token of a live session may refresh.
    metadata: access('public'),
  },
  me: {
    method: 'GET',
    path: '/auth/me',
    summary: 'Usuário da sessão atual',
    responses: { 200: okBody(SessionUserSchema), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    summary: 'Enviar link de redefinição de senha',
    body: ForgotPasswordSchema,
    responses: { 200: MessageBodySchema, ...pick(400, 429, 500) },
    metadata: access('public'),
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Redefinir a senha com o token recebido por email (encerra todas as sessões e revoga os tokens)',
    body: ResetPasswordSchema,
    responses: { 200: MessageBodySchema, ...pick(400, 429, 500) },
    metadata: access('public'),
  },
});
