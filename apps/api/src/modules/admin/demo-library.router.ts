import { contract, DEMO_LIBRARY_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRouter, s } from '../../lib/contract-router';
import { actorOf } from '../../plugins/auth';
import { createDemoLibraryService } from './demo-library.service';

/** GET /api/library/demo (is the library still demo-only?) and the admin's DELETE /api/admin/demo-library. */
export const demoLibraryModule = async (app: FastifyInstance) => {
  const service = createDemoLibraryService(app);
  const router = s.router(contract.demoLibrary, {
    getDemoLibraryStatus: async () => ({
      status: 200,
      body: { success: true, data: await service.status() },
    }),
    removeDemoLibrary: async ({ request }) => {
      const data = await service.removeAll(actorOf(request));
      return {
        status: 200,
        body: { success: true, data, message: DEMO_LIBRARY_MESSAGES.removed(data.ads_removed) },
      };
    },
  });
  registerContractRouter(app, router);
};
