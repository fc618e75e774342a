import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, listBody, MessageBodySchema, okBody, pageQuery, pick, UuidSchema } from './common';
import { KEYWORD_DIFFICULTIES, KEYWORD_MESSAGES } from './rules/keywords';

const c = initContract();

export const KeywordDifficultySchema = z.enum(KEYWORD_DIFFICULTIES, {
  errorMap: () => ({ message: 'Dificuldade inválida (use easy, medium ou hard)' }),
});

export const KeywordSchema = z.object({
  id: z.string(),
  keyword: z.string(),
  niche: z.string(),
  description: z.string().nullable(),
  search_volume: z.number().int().nullable(),
  difficulty: KeywordDifficultySchema.nullable(),
  tags: z.array(z.string()),
  usage_count: z.number().int(),
  created_at: z.string(),
});
export type Keyword = z.infer<typeof KeywordSchema>;

export const KeywordStatsSchema = z.object({
  total_keywords: z.number().int(),
  total_niches: z.number().int(),
  avg_search_volume: z.number().int(),
  most_used_keyword: z.object({ keyword: z.string(), usage_count: z.number().int() }).nullable(),
});
export type KeywordStats = z.infer<typeof KeywordStatsSchema>;

export const KeywordNicheCountSchema = z.object({ niche: z.string(), count: z.number().int() });
export type KeywordNicheCount = z.infer<typeof KeywordNicheCountSchema>;

/** Largest search volume a keyword holds (and a filter asks for). */
const KEYWORD_VOLUME_MAX = 1_000_000_000;

const optionalText = z
  .string()
  .trim()
  .max(200, 'Texto longo demais')
  .optional()
  .transform((v) => (v ? v : undefined));
const volume = (message: string) =>
  z.coerce
    .number({ invalid_type_error: message })
    .int(message)
    .min(0, message)
    .max(KEYWORD_VOLUME_MAX, message)
    .optional();
const page = pageQuery();
const limit = (max: number, fallback: number) =>
  z.coerce.number().int().min(1, 'Limite inválido').max(max, `O limite máximo é ${max}`).default(fallback);

export const ListKeywordsQuerySchema = z.object({
  q: optionalText,
  niche: optionalText,
  difficulty: KeywordDifficultySchema.optional(),
  min_volume: volume(KEYWORD_MESSAGES.volumeInvalid),
  max_volume: volume(KEYWORD_MESSAGES.volumeInvalid),
  limit: limit(100, 50),
  page,
});
export type ListKeywordsQuery = z.input<typeof ListKeywordsQuerySchema>;

export const ADMIN_KEYWORD_ORDER = [
  'keyword',
  'niche',
  'difficulty',
  'search_volume',
  'usage_count',
  'created_at',
] as const;

export const AdminKeywordsQuerySchema = z.object({
  search: optionalText,
  niche: optionalText,
  difficulty: KeywordDifficultySchema.optional(),
  min_search_volume: volume(KEYWORD_MESSAGES.volumeInvalid),
  max_search_volume: volume(KEYWORD_MESSAGES.volumeInvalid),
  /** Comma-separated; a keyword must carry every tag listed. */
  tags: optionalText,
  limit: limit(100, 15),
  page,
  order_by: z
    .enum(ADMIN_KEYWORD_ORDER, { errorMap: () => ({ message: 'Ordenação inválida' }) })
    .default('created_at'),
  order_direction: z
    .enum(['asc', 'desc'], { errorMap: () => ({ message: 'Direção de ordenação inválida' }) })
    .default('desc'),
});
export type AdminKeywordsQuery = z.input<typeof AdminKeywordsQuerySchema>;

const required = (message: string, max: number) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `Máximo de ${max} caracteres`);

export const KeywordInputSchema = z.object({
  keyword: required(KEYWORD_MESSAGES.keywordRequired, 200),
  niche: required(KEYWORD_MESSAGES.nicheRequired, 80),
  description: z.string().trim().max(1000, 'A descrição deve ter no máximo 1000 caracteres').optional(),
  search_volume: z
    .number({ invalid_type_error: KEYWORD_MESSAGES.volumeInvalid })
    .int(KEYWORD_MESSAGES.volumeInvalid)
    .min(0, KEYWORD_MESSAGES.volumeInvalid)
    .max(KEYWORD_VOLUME_MAX, KEYWORD_MESSAGES.volumeInvalid)
    .optional(),
  difficulty: KeywordDifficultySchema.optional(),
  tags: z
    .array(z.string().trim().min(1, 'Tag vazia').max(60, 'Cada tag deve ter no máximo 60 caracteres'))
    .max(30, 'No máximo 30 tags')
    .optional(),
});
export type KeywordInput = z.input<typeof KeywordInputSchema>;

const IdParams = z.object({ id: UuidSchema });
const LimitQuery = (fallback: number) => z.object({ limit: limit(100, fallback) });

export const keywordsContract = c.router({
  getKeywords: {
    method: 'GET',
    path: '/keywords',
    summary: 'Listar palavras-chave com filtros',
    query: ListKeywordsQuerySchema,
    responses: { 200: listBody(KeywordSchema), ...pick(400, 401, 403, 500) },
    metadata: access('user'),
  },
  searchKeywords: {
    method: 'GET',
    path: '/keywords/search',
    summary: 'Buscar palavras-chave (mais parecidas primeiro)',
    query: z.object({
      q: required(KEYWORD_MESSAGES.searchRequired, 200),
      limit: limit(50, 10),
    }),
    responses: { 200: okBody(z.array(KeywordSchema)), ...pick(400, 401, 403, 500) },
    metadata: access('user'),
  },
  getKeywordNiches: {
    method: 'GET',
    path: '/keywords/niches',
    summary: 'Nichos com a quantidade de palavras-chave',
    responses: { 200: okBody(z.array(KeywordNicheCountSchema)), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  getPopularKeywords: {
    method: 'GET',
    path: '/keywords/popular',
    summary: 'Palavras-chave mais usadas',
    query: LimitQuery(20),
    responses: { 200: okBody(z.array(KeywordSchema)), ...pick(400, 401, 403, 500) },
    metadata: access('user'),
  },
  getKeywordStats: {
    method: 'GET',
    path: '/keywords/stats',
    summary: 'Estatísticas do banco de palavras-chave',
    responses: { 200: okBody(KeywordStatsSchema), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  getKeywordsByNiche: {
    method: 'GET',
    path: '/keywords/niche/:niche',
    summary: 'Palavras-chave de um nicho',
    pathParams: z.object({ niche: z.string().trim().min(1, KEYWORD_MESSAGES.nicheRequired).max(80) }),
    query: z.object({ limit: limit(100, 50), page }),
    responses: { 200: listBody(KeywordSchema), ...pick(400, 401, 403, 500) },
    metadata: access('user'),
  },
  getKeyword: {
    method: 'GET',
    path: '/keywords/:id',
    summary: 'Uma palavra-chave',
    pathParams: IdParams,
    responses: { 200: okBody(KeywordSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  getRelatedKeywords: {
    method: 'GET',
    path: '/keywords/:id/related',
    summary: 'Palavras-chave relacionadas (texto parecido e tags em comum, melhores primeiro)',
    pathParams: IdParams,
    query: LimitQuery(10),
    responses: { 200: okBody(z.array(KeywordSchema)), ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  recordKeywordUsage: {
    method: 'POST',
    path: '/keywords/:id/usage',
    summary: 'Registrar um uso (cópia) da palavra-chave',
    pathParams: IdParams,
    body: c.noBody(),
    responses: {
      200: okBody(z.object({ id: z.string(), usage_count: z.number().int() })),
      ...pick(400, 401, 403, 404, 500),
    },
    metadata: access('user'),
  },
});

export const adminKeywordsContract = c.router({
  listAdminKeywords: {
    method: 'GET',
    path: '/admin/keywords',
    summary: 'Administração: listar palavras-chave',
    query: AdminKeywordsQuerySchema,
    responses: { 200: listBody(KeywordSchema), ...pick(400, 401, 403, 500) },
    metadata: access('admin'),
  },
  createKeyword: {
    method: 'POST',
    path: '/admin/keywords',
    summary: 'Administração: criar palavra-chave',
    body: KeywordInputSchema,
    responses: { 201: okBody(KeywordSchema), ...pick(400, 401, 403, 409, 500) },
    metadata: access('admin'),
  },
  updateKeyword: {
    method: 'PUT',
    path: '/admin/keywords/:id',
    summary: 'Administração: atualizar palavra-chave (campos opcionais ausentes ficam vazios)',
    pathParams: IdParams,
    body: KeywordInputSchema,
    responses: { 200: okBody(KeywordSchema), ...pick(400, 401, 403, 404, 409, 500) },
    metadata: access('admin'),
  },
  deleteKeyword: {
    method: 'DELETE',
    path: '/admin/keywords/:id',
    summary: 'Administração: excluir palavra-chave',
    pathParams: IdParams,
    body: c.noBody(),
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('admin'),
  },
});
