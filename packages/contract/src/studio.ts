import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, MessageBodySchema, okBody, pick, UuidSchema } from './common';
import { FavoriteSchema } from './favorites';
import { type AiEventStream, RunStudioAiSchema, StudioAiSchema } from './studio-ai';

export * from './studio-ai';

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
  getStudioAi: {
    method: 'GET',
    path: '/studio/:id/ai',
    summary:
      'A IA do Studio para um criativo (id = studio_item_id): se está configurada, o uso do mês e as análises salvas do criativo',
    pathParams: z.object({ id: UuidSchema }),
    responses: { 200: okBody(StudioAiSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('tester'),
  },
  runStudioAi: {
    method: 'POST',
    path: '/studio/:id/ai',
    summary:
      'Gera (ou lê, se já salva) a análise de uma ação de IA para o criativo, enviando a imagem arquivada e os textos ao provedor. Responde text/event-stream: eventos delta {text}, depois done {analysis, usage, cached} ou error {message}',
    pathParams: z.object({ id: UuidSchema }),
    body: RunStudioAiSchema,
    responses: {
      200: c.otherResponse({ contentType: 'text/event-stream', body: c.type<AiEventStream>() }),
      ...pick(400, 401, 403, 404, 500, 503),
    },
    metadata: access('tester'),
  },
});
