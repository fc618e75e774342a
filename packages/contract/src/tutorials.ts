import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, isHttpUrl, MessageBodySchema, okBody, pick, UuidSchema } from './common';
import { TUTORIAL_LEVELS, TUTORIAL_MESSAGES, videoIdFromUrl } from './rules/tutorials';

const c = initContract();

export const TutorialLevelSchema = z.enum(TUTORIAL_LEVELS, {
  errorMap: () => ({ message: 'Nível inválido (use beginner, intermediate ou advanced)' }),
});

export const TutorialCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  contents_count: z.number().int(),
  created_at: z.string(),
});
export type TutorialCategory = z.infer<typeof TutorialCategorySchema>;

export const TutorialContentSchema = z.object({
  id: z.string(),
  category_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Stored image, else the video's own thumbnail derived from its v= parameter. */
  thumbnail: z.string().nullable(),
  external_url: z.string(),
  duration: z.number().int(),
  views_count: z.number().int(),
  difficulty_level: TutorialLevelSchema,
  type: z.string(),
  tags: z.array(z.string()),
  created_at: z.string(),
});
export type TutorialContent = z.infer<typeof TutorialContentSchema>;

const HEX = /^#[0-9a-fA-F]{6}$/;

export const TutorialCategoryInputSchema = z.object({
  name: z
    .string({ required_error: TUTORIAL_MESSAGES.categoryNameRequired })
    .trim()
    .min(1, TUTORIAL_MESSAGES.categoryNameRequired)
    .max(80, 'O nome deve ter no máximo 80 caracteres'),
  description: z.string().trim().max(500, 'A descrição deve ter no máximo 500 caracteres').optional(),
  color: z.string().trim().regex(HEX, TUTORIAL_MESSAGES.colorInvalid).default('#3B82F6'),
});
export type TutorialCategoryInput = z.input<typeof TutorialCategoryInputSchema>;

export const TutorialContentInputSchema = z.object({
  category_id: z
    .string({ required_error: TUTORIAL_MESSAGES.categoryRequired })
    .uuid(TUTORIAL_MESSAGES.categoryRequired),
  title: z
    .string({ required_error: TUTORIAL_MESSAGES.titleRequired })
    .trim()
    .min(1, TUTORIAL_MESSAGES.titleRequired)
    .max(160, 'O título deve ter no máximo 160 caracteres'),
  description: z.string().trim().max(2000, 'A descrição deve ter no máximo 2000 caracteres').optional(),
  external_url: z
    .string({ required_error: TUTORIAL_MESSAGES.urlInvalid })
    .trim()
    .max(500, TUTORIAL_MESSAGES.urlInvalid)
    .refine((url) => isHttpUrl(url) && videoIdFromUrl(url) !== null, TUTORIAL_MESSAGES.urlInvalid),
  thumbnail: z
    .string()
    .trim()
    .max(500)
    .refine(
      (v) => v === '' || (isHttpUrl(v) && /^https:\/\//i.test(v)),
      'A miniatura deve ser um endereço https://',
    )
    .optional(),
  duration: z
    .number({
      required_error: TUTORIAL_MESSAGES.durationInvalid,
      invalid_type_error: TUTORIAL_MESSAGES.durationInvalid,
    })
    .int(TUTORIAL_MESSAGES.durationInvalid)
    .min(0, TUTORIAL_MESSAGES.durationInvalid)
    .max(24 * 3600, TUTORIAL_MESSAGES.durationInvalid),
  difficulty_level: TutorialLevelSchema.default('beginner'),
  type: z.string().trim().min(1).max(30).default('video'),
  tags: z.array(z.string().trim().min(1).max(40)).max(20, 'No máximo 20 tags').default([]),
});
export type TutorialContentInput = z.input<typeof TutorialContentInputSchema>;

const IdParams = z.object({ id: UuidSchema });

export const tutorialsContract = c.router({
  getTutorialCategories: {
    method: 'GET',
    path: '/tutorial-categories/',
    summary: 'Categorias de tutoriais',
    responses: { 200: okBody(z.array(TutorialCategorySchema)), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  createTutorialCategory: {
    method: 'POST',
    path: '/tutorial-categories/',
    summary: 'Administração: criar categoria de tutoriais',
    body: TutorialCategoryInputSchema,
    responses: { 201: okBody(TutorialCategorySchema), ...pick(400, 401, 403, 500) },
    metadata: access('admin'),
  },
  updateTutorialCategory: {
    method: 'PUT',
    path: '/tutorial-categories/:id',
    summary: 'Administração: atualizar categoria de tutoriais',
    pathParams: IdParams,
    body: TutorialCategoryInputSchema,
    responses: { 200: okBody(TutorialCategorySchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('admin'),
  },
  deleteTutorialCategory: {
    method: 'DELETE',
    path: '/tutorial-categories/:id',
    summary: 'Administração: excluir categoria vazia',
    pathParams: IdParams,
    body: c.noBody(),
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 409, 500) },
    metadata: access('admin'),
  },
  getTutorialContents: {
    method: 'GET',
    path: '/tutorial-contents/',
    summary: 'Tutoriais (opcionalmente de uma categoria)',
    query: z.object({ category_id: UuidSchema.optional() }),
    responses: { 200: okBody(z.array(TutorialContentSchema)), ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  createTutorialContent: {
    method: 'POST',
    path: '/tutorial-contents/',
    summary: 'Administração: criar tutorial',
    body: TutorialContentInputSchema,
    responses: { 201: okBody(TutorialContentSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('admin'),
  },
  updateTutorialContent: {
    method: 'PUT',
    path: '/tutorial-contents/:id',
    summary: 'Administração: atualizar tutorial',
    pathParams: IdParams,
    body: TutorialContentInputSchema,
    responses: { 200: okBody(TutorialContentSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('admin'),
  },
  deleteTutorialContent: {
    method: 'DELETE',
    path: '/tutorial-contents/:id',
    summary: 'Administração: excluir tutorial',
    pathParams: IdParams,
    body: c.noBody(),
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('admin'),
  },
  recordTutorialView: {
    method: 'POST',
    path: '/tutorial-contents/:id/views',
    summary: 'Contar uma visualização ao abrir o tutorial',
    pathParams: IdParams,
    body: c.noBody(),
    responses: {
      200: okBody(z.object({ id: z.string(), views_count: z.number().int() })),
      ...pick(400, 401, 403, 404, 500),
    },
    metadata: access('user'),
  },
});
