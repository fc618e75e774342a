import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  access,
  httpUrlSchema,
  listBody,
  MessageBodySchema,
  okBody,
  pageQuery,
  pick,
  UuidSchema,
} from './common';
import { FAVORITE_FILTERS, FAVORITE_PAGE_SIZES } from './rules/favorites';

const c = initContract();

export const FAVORITE_MESSAGES = {
  invalidUrl: 'URL inválida. Por favor, insira uma URL válida.',
  duplicateUrl: 'Esta URL já foi adicionada aos favoritos.',
  created: 'Favorito adicionado com sucesso!',
  updated: 'Favorito atualizado com sucesso!',
  deleted: 'Favorito removido com sucesso!',
  notFound: 'Favorito não encontrado',
} as const;

/** Where a favorite came from; the dashboard's "Anúncios Salvos" counts library and extension. */
export const FAVORITE_SOURCES = ['manual', 'library', 'extension'] as const;
/** "Anúncios Salvos": favorites that came from the ad library or the extension, not typed-in URLs. */
export const AD_SAVED_SOURCES = ['library', 'extension'] as const;
/** over_quota: not archived, the account's media storage is full (the favorite is saved all the same). */
export const MEDIA_STATUSES = ['none', 'pending', 'archived', 'failed', 'over_quota'] as const;

export const FavoriteMediaSchema = z.object({
  /** pending: waiting for (another) download; failed: gave up, the card keeps the fallback. */
  status: z.enum(MEDIA_STATUSES),
  /** Our own copy, served by the API; null until archived. */
  url: z.string().nullable(),
  kind: z.enum(['image', 'video']).nullable(),
  size_bytes: z.number().int().nullable(),
});

export const FavoriteSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  created_at: z.string(),
  url: z.string(),
  niche: z.string().nullable(),
  cta: z.string().nullable(),
  image: z.string().nullable(),
  color: z.string().nullable(),
  creative_media_url: z.string().nullable(),
  ad_snapshot_url: z.string().nullable(),
  page_name: z.string().nullable(),
  ad_delivery_start_time: z.string().nullable(),
  ad_delivery_stop_time: z.string().nullable(),
  /**
   * Whether the ad still runs, as the library's card says (a favorite of a library ad follows
   * that ad); null when nothing says (a favorite saved by address without dates).
   */
  is_active: z.boolean().nullable(),
  ad_creative_link_titles: z.array(z.string()),
  ad_creative_link_captions: z.array(z.string()),
  ad_creative_bodies: z.array(z.string()),
  platforms: z.array(z.string()),
  publisher_platforms: z.array(z.string()),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  /** Entered by the user, or read from the texts on save (rules/price.ts); null when unknown. */
  price: z.number().nullable(),
  /** '12x R$ 19,90': `price` is one instalment of this many; null for a single payment. */
  price_installments: z.number().int().nullable(),
  source: z.enum(FAVORITE_SOURCES),
  advertisement_id: z.string().nullable(),
  folder_id: z.string().nullable(),
  /** True while the favorite has an item in the Studio Criativa. */
  studio: z.boolean(),
  media: FavoriteMediaSchema,
});
export type Favorite = z.infer<typeof FavoriteSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));
const optionalUrl = z
  .union([httpUrlSchema('Endereço de mídia inválido'), z.literal('')])
  .nullish()
  .transform((v) => (v ? v : null));
const textList = z
  .array(z.string().trim().max(2000, 'Texto muito longo'))
  .max(50, 'Lista muito longa')
  .default([])
  .transform((list) => list.filter(Boolean));
const optionalIso = z
  .string()
  .datetime({ offset: true, message: 'Data inválida' })
  .nullish()
  .transform((v) => v ?? null);

export const FavoriteTagsSchema = z
  .array(z.string().trim().min(1).max(40, 'Cada tag deve ter no máximo 40 caracteres'))
  .max(20, 'No máximo 20 tags')
  .default([]);
export const PriceSchema = z
  .number({ invalid_type_error: 'Preço inválido' })
  .min(0, 'Preço inválido')
  .max(1_000_000_000, 'Preço inválido')
  .nullish()
  .transform((v) => v ?? null);
export const InstallmentsSchema = z
  .number({ invalid_type_error: 'Número de parcelas inválido' })
  .int('Número de parcelas inválido')
  .min(2, 'Número de parcelas inválido')
  .max(48, 'Número de parcelas inválido')
  .nullish()
  .transform((v) => v ?? null);

export const CreateFavoriteSchema = z.object({
  url: httpUrlSchema(FAVORITE_MESSAGES.invalidUrl),
  niche: optionalText(80, 'Nicho'),
  cta: optionalText(120, 'CTA'),
  image: optionalUrl,
  color: optionalText(20, 'Cor'),
  creative_media_url: optionalUrl,
  ad_snapshot_url: optionalUrl,
  page_name: optionalText(200, 'Anunciante'),
  ad_delivery_start_time: optionalIso,
  ad_delivery_stop_time: optionalIso,
  ad_creative_link_titles: textList,
  ad_creative_link_captions: textList,
  ad_creative_bodies: textList,
  platforms: textList,
  publisher_platforms: textList,
  notes: optionalText(2000, 'Notas'),
  tags: FavoriteTagsSchema,
  price: PriceSchema,
  price_installments: InstallmentsSchema,
  folder_id: UuidSchema.nullish().transform((v) => v ?? null),
});
export type CreateFavoriteInput = z.input<typeof CreateFavoriteSchema>;

export const UpdateFavoriteSchema = z.object({
  niche: optionalText(80, 'Nicho').optional(),
  notes: optionalText(2000, 'Notas').optional(),
  tags: FavoriteTagsSchema.optional(),
  price: PriceSchema.optional(),
  price_installments: InstallmentsSchema.optional(),
});
export type UpdateFavoriteInput = z.input<typeof UpdateFavoriteSchema>;

export const FavoritesQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  filter: z.enum(FAVORITE_FILTERS).default('all'),
  page: pageQuery(),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (FAVORITE_PAGE_SIZES as readonly number[]).includes(n), 'Tamanho de página inválido')
    .default(8),
});
export type FavoritesQuery = z.input<typeof FavoritesQuerySchema>;

const IdParams = z.object({ id: UuidSchema });

/** Favoriting an ad of the library: its fields are copied, its creative archived. */
export const FavoriteAdSchema = z.object({
  folder_id: UuidSchema.nullish().transform((v) => v ?? null),
});
export const AD_FAVORITE_MESSAGES = {
  adNotFound: 'Anúncio não encontrado',
  added: 'Anúncio adicionado aos favoritos!',
  removed: 'Anúncio removido dos favoritos.',
  notFavorited: 'Este anúncio não está nos seus favoritos.',
} as const;

export const favoritesContract = c.router({
  getFavorites: {
    method: 'GET',
    path: '/favorites/',
    summary: 'Meus favoritos (busca, filtro Studio, paginação)',
    query: FavoritesQuerySchema,
    responses: { 200: listBody(FavoriteSchema), ...pick(400, 401, 403, 500) },
    metadata: access('user'),
  },
  createFavorite: {
    method: 'POST',
    path: '/favorites/',
    summary: 'Adicionar um favorito (a mídia é arquivada em segundo plano)',
    body: CreateFavoriteSchema,
    responses: { 201: okBody(FavoriteSchema), ...pick(400, 401, 403, 404, 409, 500) },
    metadata: access('user', 'write:favorites'),
  },
  updateFavorite: {
    method: 'PUT',
    path: '/favorites/:id',
    summary: 'Atualizar nicho, notas, tags ou preço de um favorito',
    pathParams: IdParams,
    body: UpdateFavoriteSchema,
    responses: { 200: okBody(FavoriteSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  getFavoritedAdIds: {
    method: 'GET',
    path: '/favorites/advertisement-ids',
    summary: 'Ids dos anúncios da biblioteca que estão nos meus favoritos',
    responses: { 200: okBody(z.array(z.string())), ...pick(401, 403, 500) },
    metadata: access('user', 'write:favorites'),
  },
  addAdToFavorites: {
    method: 'POST',
    path: '/advertisements/:id/favorites',
    summary: 'Favoritar um anúncio da biblioteca (pasta opcional; a mídia é arquivada)',
    pathParams: IdParams,
    body: FavoriteAdSchema,
    responses: { 201: okBody(FavoriteSchema), ...pick(400, 401, 403, 404, 409, 500) },
    metadata: access('user', 'write:favorites'),
  },
  removeAdFromFavorites: {
    method: 'DELETE',
    path: '/advertisements/:id/favorites',
    summary: 'Tirar um anúncio da biblioteca dos favoritos',
    pathParams: IdParams,
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('user', 'write:favorites'),
  },
  deleteFavorite: {
    method: 'DELETE',
    path: '/favorites/:id',
    summary: 'Remover um favorito (e sua mídia arquivada)',
    pathParams: IdParams,
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
});
