import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, okBody, pick } from './common';

const c = initContract();

/** Whether the ad library still holds the demo ads a fresh install loads, and nothing else. */
export const DemoLibraryStatusSchema = z.object({
  /** Demo ads are in the library. */
  has_demo_ads: z.boolean(),
  /** Demo ads and no real capture yet: the screens say the data is a demo. */
  demo_only: z.boolean(),
});
export type DemoLibraryStatus = z.infer<typeof DemoLibraryStatusSchema>;

/** A background job's life: it runs (batch by batch, resumed after a restart) until it is done. */
export const JOB_STATES = ['running', 'done'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The demo's removal, a background job: the request answers at once with this, and the admin
 * screen asks again until `state` is 'done'. `total` is counted when the removal starts.
 */
export const DemoRemovalSchema = z.object({
  state: z.enum(JOB_STATES),
  ads_removed: z.number().int(),
  total: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type DemoRemoval = z.infer<typeof DemoRemovalSchema>;

export const DEMO_LIBRARY_MESSAGES = {
  started: 'Removendo os anúncios de demonstração em segundo plano.',
  progress: (done: number, total: number) =>
    `Removendo… ${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')}`,
  removed: (n: number) =>
    n === 0
      ? 'Não havia anúncios de demonstração para remover.'
      : `${n.toLocaleString('pt-BR')} ${n === 1 ? 'anúncio de demonstração removido' : 'anúncios de demonstração removidos'}.`,
};

export const demoLibraryContract = c.router({
  getDemoLibraryStatus: {
    method: 'GET',
    path: '/library/demo',
    summary: 'Se a biblioteca ainda tem só anúncios de demonstração',
    responses: { 200: okBody(DemoLibraryStatusSchema), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  removeDemoLibrary: {
    method: 'DELETE',
    path: '/admin/demo-library',
    summary:
      'Começa a remover os anúncios de demonstração em segundo plano (favoritos guardam a própria cópia); enquanto remove, devolve a mesma remoção',
    body: c.noBody(),
    responses: { 202: okBody(DemoRemovalSchema), ...pick(401, 403, 500) },
    metadata: access('admin'),
  },
  getDemoRemoval: {
    method: 'GET',
    path: '/admin/demo-library',
    summary:
      'A última remoção dos dados de demonstração: quantos já saíram, de quantos (null se nunca houve)',
    responses: { 200: okBody(DemoRemovalSchema.nullable()), ...pick(401, 403, 500) },
    metadata: access('admin'),
  },
});
