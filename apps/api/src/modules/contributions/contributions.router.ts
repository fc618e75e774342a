import { contract } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRouter, s } from '../../lib/contract-router';
import { actorOf } from '../../plugins/auth';
import { createContributionsService } from './contributions.service';

/** Admin view of what one account fed the shared ad library, and its purge. */
export const contributionsModule = async (app: FastifyInstance) => {
  const service = createContributionsService(app);
  const router = s.router(contract.contributions, {
    getUserContributions: async ({ params, query }) => ({
      status: 200,
      body: { success: true, ...(await service.list(params.id, query)) },
    }),
    purgeUserContributions: async ({ params, request }) => ({
      status: 200,
      body: {
        success: true,
        ...(await service.purge(actorOf(request), params.id)),
      },
    }),
  });
  registerContractRouter(app, router);
};
