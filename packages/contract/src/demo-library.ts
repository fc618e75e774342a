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

export const DemoRemovalSchema = z.object({ ads_removed: z.number().int() });
export type DemoRemoval = z.infer<typeof DemoRemovalSchema>;

export const DEMO_LIBRARY_MESSAGES = {
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
    summary: 'Remove os anúncios de demonstração (favoritos guardam a própria cópia)',
    body: c.noBody(),
    responses: { 200: okBody(DemoRemovalSchema), ...pick(401, 403, 500) },
    metadata: access('admin'),
  },
});
