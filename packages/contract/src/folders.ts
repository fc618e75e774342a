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
import { FavoriteSchema } from './favorites';
import {
  FOLDER_COLOR_HEXES,
  FOLDER_DETAIL_PAGE_SIZE,
  FOLDER_ICONS,
  FOLDER_SORTS,
  FolderExportItemSchema,
  FolderImportSchema,
} from './rules/folders';

const c = initContract();

export const FOLDER_MESSAGES = {
  nameRequired: 'O nome da pasta é obrigatório',
  created: 'Pasta criada com sucesso!',
  updated: 'Pasta atualizada com sucesso!',
  deleted: "Pasta excluída. Os favoritos dela foram movidos para 'Sem Pasta'.",
  notFound: 'Pasta não encontrada',
  parentNotFound: 'Pasta pai não encontrada',
  parentSelf: 'Uma pasta não pode ficar dentro dela mesma',
  attached: 'Favorito adicionado à pasta',
  detached: 'Favorito removido da pasta',
  imported: (n: number) => `${n} pasta(s) importada(s) com sucesso!`,
} as const;

export const FolderSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  parent_id: z.string().nullable(),
  color: z.string(),
  icon: z.string(),
  is_public: z.boolean(),
  /** Present while the folder is public: the read-only link is /compartilhado/{share_token}. */
  share_token: z.string().nullable(),
  sort_order: z.number().int(),
  favorites_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Folder = z.infer<typeof FolderSchema>;

const nameField = z
  .string({ required_error: FOLDER_MESSAGES.nameRequired, invalid_type_error: FOLDER_MESSAGES.nameRequired })
  .trim()
  .min(1, FOLDER_MESSAGES.nameRequired)
  .max(100, 'O nome da pasta deve ter no máximo 100 caracteres');
const descriptionField = z
  .string()
  .trim()
  .max(500, 'A descrição deve ter no máximo 500 caracteres')
  .nullish()
  .transform((v) => (v ? v : null));
const colorField = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(FOLDER_COLOR_HEXES, { message: 'Escolha uma das 8 cores' }));

export const CreateFolderSchema = z.object({
  name: nameField,
  description: descriptionField,
  color: colorField.optional(),
  icon: z.enum(FOLDER_ICONS, { message: 'Ícone inválido' }).default('folder'),
  parent_id: UuidSchema.nullish().transform((v) => v ?? null),
  is_public: z.boolean().default(false),
  sort_order: z.number().int().min(0).max(1_000_000).optional(),
});
export type CreateFolderInput = z.input<typeof CreateFolderSchema>;

export const UpdateFolderSchema = z.object({
  name: nameField.optional(),
  description: descriptionField.optional(),
  color: colorField.optional(),
  icon: z.enum(FOLDER_ICONS, { message: 'Ícone inválido' }).optional(),
  parent_id: UuidSchema.nullish(),
  is_public: z.boolean().optional(),
  sort_order: z.number().int().min(0).max(1_000_000).optional(),
});
export type UpdateFolderInput = z.input<typeof UpdateFolderSchema>;

export const FolderItemsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  sort: z.enum(FOLDER_SORTS).default('data'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: pageQuery(),
  per_page: z.coerce.number().int().min(1).max(100).default(FOLDER_DETAIL_PAGE_SIZE),
});
export type FolderItemsQuery = z.input<typeof FolderItemsQuerySchema>;

export const FolderStatsSchema = z.object({
  total_items: z.number().int(),
  /** Sum of the known prices (an instalment offer at its full price); see rules/price.ts. */
  total_value: z.number(),
  /** Items counted in total_items whose price is unknown (left out of total_value). */
  items_without_price: z.number().int(),
  last_added_at: z.string().nullable(),
});
export const FolderItemsSchema = z.object({
  folder: FolderSchema,
  stats: FolderStatsSchema,
  items: z.array(FavoriteSchema),
});

export const SharedFolderSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  icon: z.string(),
  owner_name: z.string(),
  items: z.array(
    FavoriteSchema.pick({
      id: true,
      url: true,
      niche: true,
      page_name: true,
      ad_creative_link_titles: true,
      ad_creative_bodies: true,
      platforms: true,
      price: true,
      price_installments: true,
      created_at: true,
      media: true,
      image: true,
    }),
  ),
});
export type SharedFolder = z.infer<typeof SharedFolderSchema>;

const IdParams = z.object({ id: UuidSchema });
/** On this branch `{id}` is the favorite's id; once the ad library lands it maps ad ids too. */
const AttachSchema = z.object({ folder_id: UuidSchema });
const DetachSchema = z.object({ folder_id: UuidSchema.optional() });

export const foldersContract = c.router({
  getFolders: {
    method: 'GET',
    path: '/folders/',
    summary: 'Minhas pastas, com a contagem de favoritos',
    responses: { 200: okBody(z.array(FolderSchema)), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  createFolder: {
    method: 'POST',
    path: '/folders/',
    summary: 'Criar pasta (cor aleatória entre as 8 quando omitida)',
    body: CreateFolderSchema,
    responses: { 201: okBody(FolderSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  exportFolders: {
    method: 'GET',
    path: '/folders/export',
    summary: 'Exportar pastas em JSON (favoritos por URL)',
    responses: { 200: okBody(z.array(FolderExportItemSchema)), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  importFolders: {
    method: 'POST',
    path: '/folders/import',
    summary: 'Importar pastas de um arquivo JSON exportado',
    body: z.object({ folders: FolderImportSchema }),
    responses: { 201: okBody(z.array(FolderSchema)), ...pick(400, 401, 403, 500) },
    metadata: access('user'),
  },
  getFolder: {
    method: 'GET',
    path: '/folders/:id',
    summary: 'Uma pasta',
    pathParams: IdParams,
    responses: { 200: okBody(FolderSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  updateFolder: {
    method: 'PUT',
    path: '/folders/:id',
    summary: 'Editar pasta (tornar pública gera o link de compartilhamento)',
    pathParams: IdParams,
    body: UpdateFolderSchema,
    responses: { 200: okBody(FolderSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  deleteFolder: {
    method: 'DELETE',
    path: '/folders/:id',
    summary: "Excluir pasta (os favoritos vão para 'Sem Pasta')",
    pathParams: IdParams,
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  attachToFolder: {
    method: 'POST',
    path: '/advertisements/:id/folders/attach',
    summary: 'Colocar um favorito numa pasta (id = id do favorito)',
    pathParams: IdParams,
    body: AttachSchema,
    responses: { 200: okBody(FavoriteSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  detachFromFolder: {
    method: 'POST',
    path: '/advertisements/:id/folders/detach',
    summary: "Tirar um favorito da pasta (volta para 'Sem Pasta')",
    pathParams: IdParams,
    body: DetachSchema,
    responses: { 200: okBody(FavoriteSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  getFolderItems: {
    method: 'GET',
    path: '/advertisements/folders/:id',
    summary: 'Favoritos de uma pasta (busca, ordenação, paginação de 6)',
    pathParams: IdParams,
    query: FolderItemsQuerySchema,
    responses: {
      200: z.object({ success: z.literal(true), data: FolderItemsSchema, meta: PaginationMetaSchema }),
      ...pick(400, 401, 403, 404, 500),
    },
    metadata: access('user'),
  },
  getSharedFolder: {
    method: 'GET',
    path: '/shared/folders/:token',
    summary: 'Pasta pública, somente leitura, sem login',
    pathParams: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Link inválido') }),
    responses: { 200: okBody(SharedFolderSchema), ...pick(400, 404, 500) },
    metadata: access('public'),
  },
});
