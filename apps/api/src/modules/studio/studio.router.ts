import { contract, STUDIO_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { createStudioService } from './studio.service';

export const studioModule = async (app: FastifyInstance, _opts: { config: Config }) => {
  const service = createStudioService(app);
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
  });
  registerContractRouter(app, router);
};
