import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { AdSearchFiltersSchema, adSearchTerm, adSort } from './ad-search';
import { access, okBody, PaginationMetaSchema, pageQuery, pick } from './common';
import { EscalatedOfferSchema, EscalatedQuerySchema } from './offers';
import { AD_SORTS, MEDIA_TYPES, PUBLISHER_PLATFORMS } from './rules/ads';

const c = initContract();

export const ADS_MESSAGES = {
  searchFailed: 'Erro ao buscar anúncios',
  listFailed: 'Erro ao listar anúncios',
  escalatedFailed: 'Erro ao listar anúncios escalados',
  tooMany: 'Envie no máximo 500 anúncios por lote',
  empty: 'Envie ao menos um anúncio',
} as const;

/** The per-account ingest budget (ads a minute, grouped nodes counted by their ads). */
export const INGEST_LIMIT_MESSAGES = {
  rateLimited: (limit: number, seconds: number) =>
    `Limite de envio atingido: no máximo ${limit} anúncios por minuto por conta. Tente novamente em ${seconds} s.`,
  batchTooLarge: (ads: number, limit: number) =>
    `Este lote tem ${ads} anúncios (contando os agrupados) e o limite é ${limit} por minuto. Envie lotes menores.`,
} as const;

/**
 * Largest exact total a search counts; beyond it meta says `total_capped` ("Mais de 1.000").
 * Counting visits every match, so the cap bounds the cost of common terms (see docs/performance.md).
 */
export const SEARCH_COUNT_CAP = 1_000;
/** Raw items per ingest call (a collated node counts once however many ads it holds). */
export const INGEST_MAX_BATCH = 500;

/** Signals computed from the library itself for every ad returned. */
export const AdSignalsSchema = z.object({
  days_running: z.number().int(),
  is_active: z.boolean(),
  /** Ads of the same page pushing the same landing domain (this one included). */
  variations: z.number().int(),
});

export const AdvertisementSchema = z.object({
  id: z.string(),
  ad_archive_id: z.string(),
  page_id: z.string().nullable(),
  page_name: z.string(),
  ad_creative_bodies: z.array(z.string()),
  ad_creative_link_titles: z.array(z.string()),
  ad_creative_link_captions: z.array(z.string()),
  ad_creative_link_descriptions: z.array(z.string()),
  creative_media_url: z.string().nullable(),
  media_type: z.enum(MEDIA_TYPES),
  /** Public Ad Library page of the ad; Meta's token-bearing snapshot URL is never returned. */
  ad_snapshot_url: z.string(),
  platforms: z.array(z.string()),
  publisher_platforms: z.array(z.string()),
  languages: z.array(z.string()),
  countries: z.array(z.string()),
  ad_delivery_start_time: z.string().nullable(),
  ad_delivery_stop_time: z.string().nullable(),
  cta: z.string().nullable(),
  landing_url: z.string().nullable(),
  landing_domain: z.string().nullable(),
  niche: z.string().nullable(),
  /** Price read from the ad's texts (rules/price.ts): one payment, or one instalment of `price_installments`. */
  price: z.number().nullable(),
  price_installments: z.number().int().nullable(),
  /** Our archived WebP copy of the creative (never expires); null until archived. */
  thumbnail_url: z.string().nullable(),
  /** Ads sharing this creative on the Ad Library (Meta's collation count), when known. */
  collation_count: z.number().int().nullable(),
  /** Meta took the ad down for breaking its policies. */
  is_taken_down: z.boolean(),
  /** A creative text was longer than the library keeps and was cut. */
  texts_truncated: z.boolean(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  created_at: z.string(),
  signals: AdSignalsSchema,
});
export type Advertisement = z.infer<typeof AdvertisementSchema>;

/**
 * Empty filters are skipped; the search term is trimmed and ignored when blank. The filters are
 * ad-search.ts's, under the names the web app's URL uses too.
 */
export const AdSearchQuerySchema = AdSearchFiltersSchema.extend({
  search: adSearchTerm(),
  /**
   * For API clients: ISO 639-1 ('pt') or a locale ('pt_BR'); only the language part is used.
   * Not one of the screen's filters.
   */
  language: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== '' ? v.trim().slice(0, 10) : undefined)),
  sort: adSort(),
  page: pageQuery(),
  per_page: z.coerce.number().int().min(1).max(100, 'No máximo 100 por página').default(6),
});
export type AdSearchQuery = z.input<typeof AdSearchQuerySchema>;
export type AdSearchFilters = z.infer<typeof AdSearchQuerySchema>;

export const AdSearchMetaSchema = PaginationMetaSchema.extend({
  /** True when there are more matches than SEARCH_COUNT_CAP; `total` is then the cap. */
  total_capped: z.boolean(),
  sort: z.enum(AD_SORTS),
  search: z.string().nullable(),
});
export type AdSearchMeta = z.infer<typeof AdSearchMetaSchema>;

export const AdSearchBodySchema = z.object({
  success: z.literal(true),
  data: z.array(AdvertisementSchema),
  meta: AdSearchMetaSchema,
  message: z.string().optional(),
});

/**
 * An offer among a search's matches: a landing domain, or a page for ads without one. Its counts
 * are the offer's own (all its ads, not only those matching): creatives count clones once (a
 * near-duplicate cluster, else Meta's collation, else the ad) and pages count each page once.
 */
export const AdGroupSchema = z.object({
  kind: z.enum(['domain', 'page']),
  /** The landing domain of a 'domain' group; null for a 'page' group. */
  landing_domain: z.string().nullable(),
  /** The page of a 'page' group, else the page of its first matching ad. */
  page_id: z.string().nullable(),
  page_name: z.string(),
  ads: z.number().int(),
  creatives: z.number().int(),
  pages: z.number().int(),
  /** How many of the grouped matches belong to it. */
  matches: z.number().int(),
  /** Its first matching ads in the search's order, one per creative, at most AD_GROUP_SAMPLES. */
  samples: z.array(AdvertisementSchema),
});
export type AdGroup = z.infer<typeof AdGroupSchema>;

export const AdGroupsMetaSchema = AdSearchMetaSchema.extend({
  /** How many of the search's first matches were grouped (at most AD_GROUP_WINDOW). */
  grouped_ads: z.number().int(),
  /** True when the search has more matches than were grouped. */
  window_capped: z.boolean(),
});

export type AdGroupsMeta = z.infer<typeof AdGroupsMetaSchema>;

export const AdGroupsBodySchema = z.object({
  success: z.literal(true),
  data: z.array(AdGroupSchema),
  meta: AdGroupsMetaSchema,
});

export const AdIngestBodySchema = z.object({
  // Items are validated one by one by the API so one bad ad never loses the good ones.
  ads: z
    .array(
      z
        .unknown()
        .describe(
          'Um anúncio como a Biblioteca de Anúncios da Meta ou o site o entregam (ads_archive, website); cada item é validado à parte.',
        ),
      { required_error: ADS_MESSAGES.empty },
    )
    .min(1, ADS_MESSAGES.empty)
    .max(INGEST_MAX_BATCH, ADS_MESSAGES.tooMany),
});

export const AdIngestResultSchema = z.object({
  index: z.number().int(),
  ad_archive_id: z.string().nullable(),
  /** The library's id of the ad (for POST /advertisements/{id}/favorites); null when rejected. */
  id: z.string().nullable(),
  /** Payload shape detected for the item: ads_archive, website, website_legacy. */
  shape: z.string().nullable(),
  status: z.enum(['created', 'updated', 'unchanged', 'rejected']),
  reason: z.string().optional(),
});
export const AdIngestSummarySchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  results: z.array(AdIngestResultSchema),
});
export type AdIngestSummary = z.infer<typeof AdIngestSummarySchema>;

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'País deve ter 2 letras (ex.: DE, FR)')
  .transform((v) => v.toUpperCase());

/** What Meta's ads_archive accepts; it only returns EU/UK commercial ads and political/issue ads. */
export const MetaImportSchema = z.object({
  search_terms: z.string().trim().max(100).optional(),
  ad_reached_countries: z
    .array(countryCode, { required_error: 'Informe ao menos um país' })
    .min(1, 'Informe ao menos um país')
    .max(20),
  ad_active_status: z.enum(['ACTIVE', 'INACTIVE', 'ALL']).default('ALL'),
  media_type: z.enum(['ALL', 'IMAGE', 'MEME', 'VIDEO', 'NONE']).optional(),
  publisher_platforms: z.array(z.enum(PUBLISHER_PLATFORMS)).optional(),
  languages: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z]{2}$/, 'Idioma inválido'),
    )
    .optional(),
  ad_delivery_date_min: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (AAAA-MM-DD)')
    .optional(),
  ad_delivery_date_max: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (AAAA-MM-DD)')
    .optional(),
  search_page_ids: z.array(z.string().regex(/^\d+$/, 'ID de página inválido')).max(10).optional(),
  max_pages: z.number().int().min(1).max(50).default(5),
});
export type MetaImportInput = z.input<typeof MetaImportSchema>;

export const MetaImportResultSchema = z.object({
  pages: z.number().int(),
  received: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
  /** False when a page after the first failed: the pages before it are saved and counted above. */
  complete: z.boolean(),
  /** Why the import stopped early (pt-BR), null when every page came in. */
  error: z.string().nullable(),
});
export type MetaImportResult = z.infer<typeof MetaImportResultSchema>;

export const adsContract = c.router({
  searchAdvertisements: {
    method: 'GET',
    path: '/advertisements/',
    query: AdSearchQuerySchema,
    summary: 'Busca e filtra anúncios da biblioteca (texto em português, com ou sem acentos)',
    responses: { 200: AdSearchBodySchema, ...pick(400, 401, 403, 500) },
    metadata: access('user', 'read:ads'),
  },
  searchAdvertisementGroups: {
    method: 'GET',
    path: '/advertisements/grouped',
    query: AdSearchQuerySchema,
    summary:
      'A mesma busca de anúncios, agrupada por oferta (domínio de destino, ou página sem domínio): as primeiras correspondências na ordem pedida, com anúncios, criativos independentes e páginas de cada oferta',
    responses: { 200: AdGroupsBodySchema, ...pick(400, 401, 403, 500) },
    metadata: access('user', 'read:ads'),
  },
  ingestAdvertisements: {
    method: 'POST',
    path: '/advertisements/ingest',
    body: AdIngestBodySchema,
    summary:
      'Envia até 500 anúncios crus (ads_archive da Meta ou resultados do site da Biblioteca, detectados por item; gzip aceito). Extensão com write:ads, ou administradores; usuários só criam e completam anúncios, não sobrescrevem',
    responses: { 200: okBody(AdIngestSummarySchema), ...pick(400, 401, 403, 413, 415, 429, 500) },
    metadata: access('admin', 'write:ads'),
  },
  getEscalatedAdvertisements: {
    method: 'GET',
    path: '/advertisements/is-escalated',
    query: EscalatedQuerySchema,
    summary: 'Ofertas (domínios) escalando, com pontuação e nível calculados dos próprios anúncios',
    responses: {
      200: z.object({
        success: z.literal(true),
        data: z.array(EscalatedOfferSchema),
        meta: PaginationMetaSchema,
      }),
      ...pick(400, 401, 403, 500),
    },
    metadata: access('user', 'read:ads'),
  },
  importFromMeta: {
    method: 'POST',
    path: '/advertisements/meta-import',
    body: MetaImportSchema,
    summary: 'Busca anúncios na API ads_archive da Meta (UE/Reino Unido e políticos) e grava na biblioteca',
    responses: { 200: okBody(MetaImportResultSchema), ...pick(400, 401, 403, 429, 500, 503) },
    metadata: access('admin'),
  },
});
