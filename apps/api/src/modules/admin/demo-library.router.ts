import { contract, DEMO_LIBRARY_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRouter, s } from '../../lib/contract-router';
import { actorOf } from '../../plugins/auth';

/**
 * GET /api/library/demo (is the library still demo-only?), the admin's DELETE
 * /api/admin/demo-library (starts the removal in the background, 202) and GET (its progress).
 */
export const demoLibraryModule = async (app: FastifyInstance) => {
  const service = app.demoLibrary;
  const router = s.router(contract.demoLibrary, {
    getDemoLibraryStatus: async () => ({
      status: 200,
      body: { success: true, data: await service.status() },
    }),
    removeDemoLibrary: async ({ request }) => {
      const data = await service.remove(actorOf(request));
      return {
        status: 202,
        body: {
          success: true,
          data,
          message:
            data.state === 'done'
              ? DEMO_LIBRARY_MESSAGES.removed(data.ads_removed)
              : DEMO_LIBRARY_MESSAGES.started,
        },
      };
    },
    getDemoRemoval: async () => ({
      status: 200,
      body: { success: true, data: await service.removal() },
    }),
  });
  registerContractRouter(app, router);
};
