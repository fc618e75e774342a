import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  access,
  MessageBodySchema,
  okBody,
  PaginationMetaSchema,
  pageQuery,
  pick,
  UuidSchema,
} from './common';
import {
  AUDIENCE_SCOPES,
  INTEREST_LANGUAGES,
  INTEREST_MAX_PAGE_SIZE,
  INTEREST_ORIGINS,
  TRACKED_SORTS,
  TRACKED_STATUSES,
} from './rules/interests';

const c = initContract();

export const InterestLanguageSchema = z.enum(INTEREST_LANGUAGES);
export type InterestLanguage = z.infer<typeof InterestLanguageSchema>;
export const INTEREST_LANGUAGE_LABEL: Record<InterestLanguage, string> = {
  pt_BR: 'Português (Brasil)',
  en_US: 'Inglês (EUA)',
  es_ES: 'Espanhol',
  fr_FR: 'Francês',
  de_DE: 'Alemão',
  it_IT: 'Italiano',
};

export const INTEREST_MESSAGES = {
  minChars: 'Digite pelo menos 2 caracteres para buscar',
  searchFailed: 'Erro ao buscar interesses',
  metaToken:
    'O token de acesso da Meta expirou ou é inválido. Peça ao administrador para renovar o META_ACCESS_TOKEN.',
  metaRateLimited: 'A Meta limitou as consultas por alguns minutos. Tente novamente em instantes.',
  metaUnavailable: 'Não foi possível consultar a Meta agora. Tente novamente em instantes.',
  metaFallback: 'A Meta não respondeu agora; mostrando resultados do catálogo local.',
  favoriteAdded: 'Interesse adicionado aos favoritos',
  favoriteRemoved: 'Interesse removido dos favoritos',
  favoriteDuplicate: 'Este interesse já está nos seus favoritos',
  favoriteNotFound: 'Interesse favorito não encontrado',
  trackedCreated: 'Interesse adicionado à sua lista',
  trackedUpdated: 'Interesse atualizado',
  trackedDeleted: 'Interesse removido da sua lista',
  trackedDuplicate: 'Este interesse já está na sua lista',
  trackedNotFound: 'Interesse não encontrado',
} as const;

/**
 * Where an answer came from, said above the results. The catalogue answers when the server has
 * no META_ACCESS_TOKEN (or Meta is down): it holds the demo sample shipped with SniperAds plus
 * every interest Meta answered before; sizes are estimates and never a live reading.
 */
export const INTEREST_SOURCE_TEXT = {
  meta: {
    badge: 'Fonte: Meta (ao vivo)',
    detail: 'Resultados da busca de segmentação da Meta, consultada agora com o token do servidor.',
  },
  catalogo: {
    badge: 'Fonte: catálogo local',
    detail:
      'A busca ao vivo na Meta não está ligada neste servidor: quem responde é o catálogo local, uma amostra de ' +
      'interesses com tamanhos aproximados (estimativas de demonstração, não medidos agora), mais os interesses ' +
      'que a Meta já respondeu antes.',
    connect:
      'Para buscar na Meta em tempo real, o administrador do servidor define a variável META_ACCESS_TOKEN ' +
      '(um token da API de Marketing da Meta) e reinicia a API (seção “Configuration” de docs/operations.md).',
  },
} as const;

/** How an audience figure is labelled next to the number (rules/interests.ts, AUDIENCE_SCOPES). */
export const AUDIENCE_SCOPE_LABEL = {
  mundial: 'mundial',
  brasil: 'no Brasil',
} as const satisfies Record<(typeof AUDIENCE_SCOPES)[number], string>;
export const AUDIENCE_SCOPE_HINT =
  'A busca de segmentação da Meta informa o público no mundo todo; o público no Brasil é menor.';
export const DEMO_AUDIENCE_LABEL = 'estimativa de demonstração';

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const InterestSearchQuerySchema = z.object({
  search: z
    .string({ required_error: INTEREST_MESSAGES.minChars })
    .trim()
    .min(2, INTEREST_MESSAGES.minChars)
    .max(100, 'A busca deve ter no máximo 100 caracteres'),
  language: InterestLanguageSchema.default('pt_BR'),
  limit: z.coerce.number().int().min(1).max(INTEREST_MAX_PAGE_SIZE).default(20),
  /** 1-based page of `limit` results over every match (or every hidden one with only_hidden). */
  page: pageQuery(300),
  only_hidden: booleanString,
});
export type InterestSearchQuery = z.input<typeof InterestSearchQuerySchema>;
export type InterestSearchParams = z.output<typeof InterestSearchQuerySchema>;

/** The Interest entity (docs/product-rules.md), plus what the screen needs (Meta's description, the hidden flag). */
export const InterestSchema = z.object({
  id: z.string(),
  name: z.string(),
  audience_size: z.number().int(),
  audience_size_lower: z.number().int().nullable(),
  audience_size_upper: z.number().int().nullable(),
  category: z.string(),
  path: z.array(z.string()),
  segment: z.string().nullable(),
  locale: InterestLanguageSchema,
  description: z.string().nullable(),
  /** Position in the relevance order for the term (1 = first). */
  rank: z.number().int(),
  /** 'oculto': not among the first suggestions Ads Manager shows for the term (rules/interests.ts). */
  hidden: z.boolean(),
  /** Where the audience figures count people: Meta's targeting search is worldwide. */
  audience_scope: z.enum(AUDIENCE_SCOPES),
  /** 'demo': the sample catalogue shipped with SniperAds (sizes are rough estimates); 'meta': Meta's answer. */
  origin: z.enum(INTEREST_ORIGINS),
});
export type Interest = z.infer<typeof InterestSchema>;

export const InterestSearchResultSchema = z.object({
  term: z.string(),
  language: InterestLanguageSchema,
  /** 'meta': live targeting search; 'catalogo': the local catalogue. */
  source: z.enum(['meta', 'catalogo']),
  /** Shown above the results when the answer is degraded (e.g. Meta down, catalogue used). */
  notice: z.string().nullable(),
  /** Every match for the term, and how many of them are 'oculto'. */
  total: z.number().int(),
  hidden_total: z.number().int(),
  /** This page of the matches asked for (all, or only the hidden ones). */
  items: z.array(InterestSchema),
  meta: PaginationMetaSchema,
});
export type InterestSearchResult = z.infer<typeof InterestSearchResultSchema>;

export const FavoriteInterestSchema = z.object({
  id: z.string(),
  interest_id: z.string(),
  name: z.string(),
  audience_size_lower: z.number().int().nullable(),
  audience_size_upper: z.number().int().nullable(),
  category: z.string(),
  path: z.array(z.string()),
  locale: InterestLanguageSchema,
  created_at: z.string(),
});
export type FavoriteInterest = z.infer<typeof FavoriteInterestSchema>;

const audienceNumber = z.number().int().min(0).max(10_000_000_000).nullable().optional();

export const CreateFavoriteInterestSchema = z.object({
  interest_id: z.string().trim().min(1, 'Interesse inválido').max(100, 'Interesse inválido'),
  name: z.string().trim().min(1, 'Nome é obrigatório').max(200, 'Nome deve ter no máximo 200 caracteres'),
  audience_size_lower: audienceNumber,
  audience_size_upper: audienceNumber,
  category: z.string().trim().max(120).optional(),
  path: z.array(z.string().max(200)).max(10).optional(),
  locale: InterestLanguageSchema.default('pt_BR'),
});
export type CreateFavoriteInterestInput = z.input<typeof CreateFavoriteInterestSchema>;

export const TrackedStatusSchema = z.enum(TRACKED_STATUSES, {
  errorMap: () => ({ message: 'Status deve ser ativo, testando ou pausado' }),
});
export type TrackedStatus = z.infer<typeof TrackedStatusSchema>;
export const TRACKED_STATUS_LABEL: Record<TrackedStatus, string> = {
  ativo: 'Ativo',
  testando: 'Testando',
  pausado: 'Pausado',
};

/** A tracked interest row (docs/product-rules.md, Entities); CPM in BRL per thousand impressions. */
export const TrackedInterestSchema = z.object({
  id: z.string(),
  interest_id: z.string().nullable(),
  nome: z.string(),
  categoria: z.string(),
  pais: z.string(),
  cpmAtual: z.number().nullable(),
  cpmAnterior: z.number().nullable(),
  alcance: z.number().int().nullable(),
  status: TrackedStatusSchema,
  dataAdicionado: z.string(),
  ultimaAtualizacao: z.string(),
  observacoes: z.string(),
});
export type TrackedInterest = z.infer<typeof TrackedInterestSchema>;

const cpm = z
  .number({ invalid_type_error: 'CPM deve ser um número' })
  .min(0, 'CPM não pode ser negativo')
  .max(100_000, 'CPM muito alto')
  .nullable()
  .optional();

const trackedFields = {
  interest_id: z.string().trim().max(100).nullable().optional(),
  nome: z
    .string({ required_error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(200, 'Nome deve ter no máximo 200 caracteres'),
  categoria: z.string().trim().max(120, 'Categoria deve ter no máximo 120 caracteres').optional(),
  pais: z.string().trim().max(60, 'País deve ter no máximo 60 caracteres').optional(),
  cpmAtual: cpm,
  cpmAnterior: cpm,
  alcance: z
    .number({ invalid_type_error: 'Alcance deve ser um número' })
    .int('Alcance deve ser um número inteiro')
    .min(0, 'Alcance não pode ser negativo')
    .max(10_000_000_000)
    .nullable()
    .optional(),
  status: TrackedStatusSchema.optional(),
  observacoes: z.string().max(2000, 'Observações devem ter no máximo 2000 caracteres').optional(),
};
export const CreateTrackedInterestSchema = z.object(trackedFields);
export type CreateTrackedInterestInput = z.input<typeof CreateTrackedInterestSchema>;
export const UpdateTrackedInterestSchema = z.object(trackedFields).partial();
export type UpdateTrackedInterestInput = z.input<typeof UpdateTrackedInterestSchema>;

export const TrackedListQuerySchema = z.object({
  status: TrackedStatusSchema.optional(),
  sort: z.enum(TRACKED_SORTS).default('dataAdicionado'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TrackedListQuery = z.input<typeof TrackedListQuerySchema>;

const IdParams = z.object({ id: UuidSchema });

export const interestsContract = c.router({
  searchInterests: {
    method: 'GET',
    path: '/interests/',
    summary: 'Buscar interesses (segmentação da Meta ou catálogo local)',
    query: InterestSearchQuerySchema,
    responses: { 200: okBody(InterestSearchResultSchema), ...pick(400, 401, 403, 429, 500, 503) },
    metadata: access('user'),
  },
  getFavoriteInterests: {
    method: 'GET',
    path: '/interests/favorites',
    summary: 'Interesses favoritos do usuário',
    responses: { 200: okBody(z.array(FavoriteInterestSchema)), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  countFavoriteInterests: {
    method: 'GET',
    path: '/interests/favorites/count',
    summary: 'Quantidade de interesses favoritos',
    responses: { 200: okBody(z.object({ count: z.number().int() })), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  createFavoriteInterest: {
    method: 'POST',
    path: '/interests/favorites',
    summary: 'Favoritar um interesse',
    body: CreateFavoriteInterestSchema,
    responses: { 201: okBody(FavoriteInterestSchema), ...pick(400, 401, 403, 409, 500) },
    metadata: access('user'),
  },
  deleteFavoriteInterest: {
    method: 'DELETE',
    path: '/interests/favorites/:id',
    summary: 'Remover um interesse dos favoritos',
    pathParams: IdParams,
    body: c.noBody(),
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  getTrackedInterests: {
    method: 'GET',
    path: '/interests/tracked',
    summary: 'Lista de interesses acompanhados (CPM, alcance, status)',
    query: TrackedListQuerySchema,
    responses: { 200: okBody(z.array(TrackedInterestSchema)), ...pick(400, 401, 403, 500) },
    metadata: access('user'),
  },
  createTrackedInterest: {
    method: 'POST',
    path: '/interests/tracked',
    summary: 'Acompanhar um interesse',
    body: CreateTrackedInterestSchema,
    responses: { 201: okBody(TrackedInterestSchema), ...pick(400, 401, 403, 409, 500) },
    metadata: access('user'),
  },
  updateTrackedInterest: {
    method: 'PATCH',
    path: '/interests/tracked/:id',
    summary: 'Editar um interesse acompanhado (um novo CPM atual vira o anterior)',
    pathParams: IdParams,
    body: UpdateTrackedInterestSchema,
    responses: { 200: okBody(TrackedInterestSchema), ...pick(400, 401, 403, 404, 409, 500) },
    metadata: access('user'),
  },
  deleteTrackedInterest: {
    method: 'DELETE',
    path: '/interests/tracked/:id',
    summary: 'Deixar de acompanhar um interesse',
    pathParams: IdParams,
    body: c.noBody(),
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
});
