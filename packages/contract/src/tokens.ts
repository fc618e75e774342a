import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, MessageBodySchema, okBody, pick, TOKEN_ABILITIES, UuidSchema } from './common';

const c = initContract();

/** One active token per account (docs/product-rules.md, Constants and limits). */
export const TOKEN_LIMIT = 1;
/** A token lives this long from creation or renewal. */
export const TOKEN_TTL_DAYS = 90;
/** What the extension needs: read the library, feed it (write:ads) and save favorites. */
export const EXTENSION_TOKEN_ABILITIES = ['read:ads', 'write:ads', 'write:favorites'] as const;
export const EXTENSION_VERSION = '9.2.0';
/** Where the extension sends captures unless its options say otherwise. */
export const EXTENSION_DEFAULT_SERVER_URL = 'https://app.sniperads.com.br';

export const TokenAbilitySchema = z.enum(TOKEN_ABILITIES, {
  errorMap: () => ({ message: 'Permissão inválida' }),
});

export const TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;
/**
 * Why a token stopped working: its owner revoked it, a password recovery (the owner's reset link,
 * or an admin setting the password) ended every credential of the account, or the owner changed
 * the password on /perfil.
 */
export const TOKEN_REVOKE_REASONS = [
  'user',
  'password_reset',
  'admin_password_reset',
  'password_change',
] as const;
export type TokenRevokeReason = (typeof TOKEN_REVOKE_REASONS)[number];
export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(TOKEN_STATUSES),
  /** `sa_<prefix>_…`: enough to recognise the token, useless to use it. */
  token_preview: z.string(),
  abilities: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  usage_count: z.number().int(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revoked_reason: z.enum(TOKEN_REVOKE_REASONS).nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

/** The only answer that ever carries the secret. */
export const CreatedApiTokenSchema = ApiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;

export const TokenStatsSchema = z.object({
  active: z.number().int(),
  total_usage: z.number().int(),
  available_slots: z.number().int(),
  /** Active tokens used in the last 7 days. */
  recently_used: z.number().int(),
});
export type TokenStats = z.infer<typeof TokenStatsSchema>;

export const CreateTokenSchema = z.object({
  name: z
    .string({ required_error: 'Nome obrigatório', invalid_type_error: 'Nome obrigatório' })
    .trim()
    .min(1, 'Nome obrigatório')
    .max(60, 'Nome deve ter no máximo 60 caracteres'),
  abilities: z
    .array(TokenAbilitySchema)
    .min(1, 'Escolha ao menos uma permissão')
    .default([...EXTENSION_TOKEN_ABILITIES])
    .transform((list) => [...new Set(list)]),
});
export type CreateTokenInput = z.input<typeof CreateTokenSchema>;

/** What the extension learns from its token: whose it is, what it may do, where favorites go. */
export const ExtensionSessionSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  token: ApiTokenSchema.nullable(),
  /** Folders are for test users and admins; others save favorites without one. */
  can_use_folders: z.boolean(),
  folders: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  ingest: z.object({
    max_batch: z.number().int(),
    max_body_bytes: z.number().int(),
    /** Ads this token may send per minute before the API answers 429. */
    ads_per_minute: z.number().int(),
  }),
});
export type ExtensionSession = z.infer<typeof ExtensionSessionSchema>;

export const TokenIdParams = z.object({ id: UuidSchema });

export const TOKEN_MESSAGES = {
  limit: 'Limite atingido',
  limitDetail: 'Você já tem um token ativo. Revogue o token atual para gerar outro.',
  created: 'Token criado com sucesso!',
  revoked: 'Token revogado com sucesso!',
  allRevoked: 'Todos os tokens foram revogados.',
  renewed: 'Token renovado com sucesso!',
  notFound: 'Token não encontrado',
  notRenewable: 'Um token revogado não pode ser renovado.',
} as const;

export const tokensContract = c.router({
  getTokens: {
    method: 'GET',
    path: '/tokens',
    summary: 'Tokens de API do usuário (active_only=true só os ativos)',
    query: z.object({ active_only: z.enum(['true', 'false']).optional() }),
    responses: { 200: okBody(z.array(ApiTokenSchema)), ...pick(400, 401, 403, 500) },
    metadata: access('user'),
  },
  createToken: {
    method: 'POST',
    path: '/tokens',
    summary: 'Gerar um token (o segredo só aparece nesta resposta)',
    body: CreateTokenSchema,
    responses: { 201: okBody(CreatedApiTokenSchema), ...pick(400, 401, 403, 409, 500) },
    metadata: access('user'),
  },
  getTokenStats: {
    method: 'GET',
    path: '/tokens/stats/overview',
    summary: 'Resumo de uso dos tokens',
    responses: { 200: okBody(TokenStatsSchema), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  getCurrentToken: {
    method: 'GET',
    path: '/tokens/current',
    summary: 'Para a extensão: confirma o token e diz a quem pertence',
    responses: {
      200: okBody(ExtensionSessionSchema),
      ...pick(401, 403, 500),
    },
    metadata: access('user', 'read:ads'),
  },
  getToken: {
    method: 'GET',
    path: '/tokens/:id',
    summary: 'Um token do usuário',
    pathParams: TokenIdParams,
    responses: { 200: okBody(ApiTokenSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  revokeToken: {
    method: 'DELETE',
    path: '/tokens/:id',
    summary: 'Revogar um token (deixa de valer na hora)',
    pathParams: TokenIdParams,
    body: c.noBody(),
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  revokeAllTokens: {
    method: 'DELETE',
    path: '/tokens',
    summary: 'Revogar todos os tokens do usuário',
    body: c.noBody(),
    responses: { 200: okBody(z.object({ revoked: z.number().int() })), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  renewToken: {
    method: 'POST',
    path: '/tokens/:id/renew',
    summary: `Estender a validade por ${TOKEN_TTL_DAYS} dias a partir de agora`,
    pathParams: TokenIdParams,
    body: c.noBody(),
    responses: { 200: okBody(ApiTokenSchema), ...pick(400, 401, 403, 404, 409, 500) },
    metadata: access('user'),
  },
});
