import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { PlanSchema, PlanSourceSchema, SessionUserSchema } from './auth';
import { access, isHttpUrl, MessageBodySchema, okBody, pick } from './common';
import { EMAIL_PATTERN, passwordsMatch, StrongPasswordSchema } from './rules/password';

const c = initContract();

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Stored avatars are square images of this side. */
export const AVATAR_SIZE_PX = 256;

export const ProfileSchema = SessionUserSchema.extend({
  bio: z.string().nullable(),
  company: z.string().nullable(),
  website: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Optional text: blank means "clear it". */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

export const UpdateProfileSchema = z.object({
  name: z
    .string({ required_error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(120, 'Nome deve ter no máximo 120 caracteres'),
  email: z
    .string({ required_error: 'Email é obrigatório' })
    .trim()
    .min(1, 'Email é obrigatório')
    .pipe(z.string().max(254, 'Email inválido').regex(EMAIL_PATTERN, 'Email inválido'))
    .transform((v) => v.toLowerCase()),
  bio: optionalText(500, 'Bio deve ter no máximo 500 caracteres'),
  company: optionalText(120, 'Empresa deve ter no máximo 120 caracteres'),
  website: optionalText(300, 'Website deve ter no máximo 300 caracteres').refine(
    (v) => v === null || (isHttpUrl(v) && /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v)),
    'Website deve começar com http:// ou https://',
  ),
});
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;

export const ChangePasswordSchema = z
  .object({
    current_password: z
      .string({ required_error: 'Senha atual é obrigatória' })
      .min(1, 'Senha atual é obrigatória')
      .max(128, 'Senha atual incorreta'),
    password: StrongPasswordSchema,
    password_confirmation: z
      .string({ required_error: 'Confirmação de senha é obrigatória' })
      .min(1, 'Confirmação de senha é obrigatória'),
  })
  .and(passwordsMatch);
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

export const PROFILE_MESSAGES = {
  saved: 'Perfil atualizado com sucesso!',
  emailTaken: 'Este email já está em uso por outra conta.',
  // A token taken before the change must not outlive it (issue 25): the extension needs a new one.
  passwordChanged:
    'Senha alterada com sucesso! As outras sessões foram encerradas e o token da extensão foi revogado: gere um novo na página Extensão.',
  wrongCurrentPassword: 'Senha atual incorreta',
  avatarSaved: 'Foto de perfil atualizada!',
  avatarMissing: 'Envie uma imagem no campo avatar.',
  avatarType: 'Formato inválido. Envie uma imagem JPG, PNG ou GIF.',
  avatarTooLarge: 'A imagem deve ter no máximo 5MB.',
} as const;

/** The plan in force, its limits and what the account uses of them (the plans tab, /favoritos, /pastas). */
export const PlanUsageSchema = z.object({
  plan: PlanSchema,
  effective_plan: PlanSchema,
  plan_source: PlanSourceSchema,
  trial_ends_at: z.string().nullable(),
  limits: z.object({
    /** null: unlimited. */
    favorites: z.number().int().nullable(),
    folders: z.boolean(),
    hidden_interests: z.boolean(),
    /** Bytes of archived creatives the plan keeps; null: unlimited. */
    media_bytes: z.number().int().nullable(),
  }),
  usage: z.object({
    favorites: z.number().int(),
    folders: z.number().int(),
    favorite_interests: z.number().int(),
    tracked_interests: z.number().int(),
    /** Bytes of the favorites' archived creatives. */
    media_bytes: z.number().int(),
  }),
});
export type PlanUsage = z.infer<typeof PlanUsageSchema>;

export const profileContract = c.router({
  getPlan: {
    method: 'GET',
    path: '/profile/plan',
    summary: 'Plano em vigor, seus limites e o uso da conta',
    responses: { 200: okBody(PlanUsageSchema), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  getProfile: {
    method: 'GET',
    path: '/profile/',
    summary: 'Perfil do usuário',
    responses: { 200: okBody(ProfileSchema), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  updateProfile: {
    method: 'PUT',
    path: '/profile/',
    summary: 'Atualizar nome, email, bio, empresa e website',
    body: UpdateProfileSchema,
    responses: { 200: okBody(ProfileSchema), ...pick(400, 401, 403, 409, 500) },
    metadata: access('user'),
  },
  uploadAvatar: {
    method: 'POST',
    path: '/profile/avatar',
    summary: 'Enviar foto de perfil (multipart, campo avatar; JPG, PNG ou GIF até 5MB)',
    contentType: 'multipart/form-data',
    body: c.type<{ avatar: File | Blob }>(),
    responses: { 200: okBody(ProfileSchema), ...pick(400, 401, 403, 413, 500) },
    metadata: access('user'),
  },
  changePassword: {
    method: 'PUT',
    path: '/profile/password',
    summary: 'Trocar a senha (exige a atual; encerra as outras sessões, mantém esta e o token da extensão)',
    body: ChangePasswordSchema,
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 500) },
    metadata: access('user'),
  },
});
