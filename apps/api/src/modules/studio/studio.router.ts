import { contract, STUDIO_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { createStudioService } from './studio.service';
import { createStudioAiService } from './studio-ai.service';
import { sseBody } from './studio-ai.stream';

export const studioModule = async (app: FastifyInstance, { config }: { config: Config }) => {
  const service = createStudioService(app);
  const ai = createStudioAiService({
    db: app.db,
    favorites: app.favorites,
    storage: app.media.storage,
    config,
    log: app.log,
  });
  const router = s.router(contract.studio, {
    addToStudio: async ({ body, request }) => ({
      status: 201,
      body: {
        success: true,
        data: await service.add(currentUser(request).id, body.id),
        message: STUDIO_MESSAGES.added,
      },
    }),
    getStudio: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await service.list(currentUser(request).id) },
    }),
    removeFromStudio: async ({ params, request }) => {
      await service.remove(currentUser(request).id, params.id);
      return { status: 200, body: { success: true, message: STUDIO_MESSAGES.removed } };
    },
    getStudioAi: async ({ params, request }) => ({
      status: 200,
      body: { success: true, data: await ai.get(currentUser(request), params.id) },
    }),
    runStudioAi: async ({ params, body, request, reply }) => {
      const events = await ai.run(currentUser(request), params.id, body.action, body.regenerate);
      // Proxies must pass each event on as it comes.
      reply.header('cache-control', 'no-store').header('x-accel-buffering', 'no');
      return { status: 200, body: sseBody(events) };
    },
  });
  registerContractRouter(app, router);
};
