import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, MessageBodySchema, okBody, pick, UuidSchema } from './common';
import { FavoriteSchema } from './favorites';

const c = initContract();

export const STUDIO_MESSAGES = {
  added: 'Adicionado ao Studio com sucesso!',
  alreadyThere: 'Este criativo já está no Studio.',
  removed: 'Removido do Studio com sucesso!',
  notFound: 'Item não encontrado',
} as const;

/** A studio item carries the favorite it came from (same fields as a favorite). */
export const StudioItemSchema = FavoriteSchema.extend({
  studio_item_id: z.string(),
  favorite_id: z.string(),
  added_to_studio_at: z.string(),
});
export type StudioItem = z.infer<typeof StudioItemSchema>;

export const studioContract = c.router({
  addToStudio: {
    method: 'POST',
    path: '/studio',
    summary: 'Enviar um favorito ao Studio Criativa (id = id do favorito)',
    body: z.object({ id: UuidSchema }),
    responses: { 201: okBody(StudioItemSchema), ...pick(400, 401, 403, 404, 409, 500) },
    metadata: access('tester'),
  },
  getStudio: {
    method: 'GET',
    path: '/studio',
    summary: 'Criativos no Studio, do mais recente ao mais antigo',
    responses: { 200: okBody(z.array(StudioItemSchema)), ...pick(401, 403, 500) },
    metadata: access('tester'),
  },
  removeFromStudio: {
    method: 'DELETE',
    path: '/studio/:id',
    summary: 'Tirar um criativo do Studio (id = studio_item_id)',
    pathParams: z.object({ id: UuidSchema }),
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('tester'),
  },
});
