import { contract } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { createContributionsService } from './contributions.service';

/** Admin view of what one account fed the shared ad library, and its purge. */
export const contributionsModule = async (app: FastifyInstance) => {
  const service = createContributionsService({
    db: app.db,
    removeThumbnails: (keys) => app.thumbnails.remove(keys),
    log: app.log,
  });
  const router = s.router(contract.contributions, {
    getUserContributions: async ({ params, query }) => ({
      status: 200,
      body: { success: true, ...(await service.list(params.id, query)) },
    }),
    purgeUserContributions: async ({ params, request }) => ({
      status: 200,
      body: {
        success: true,
        ...(await service.purge({ user: currentUser(request), ip: request.ip ?? null }, params.id)),
      },
    }),
  });
  registerContractRouter(app, contract.contributions, router);
};
