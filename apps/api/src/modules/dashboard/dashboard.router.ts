import { contract } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { createDashboardService } from './dashboard.service';

export const dashboardModule = async (app: FastifyInstance, _opts: { config: Config }) => {
  const service = createDashboardService(app);
  // Per account: its favorites and its starred interests are what the numbers count.
  const stats = app.changes.cache<Awaited<ReturnType<typeof service.stats>>>(['favorites', 'interests'], {
    maxEntries: 10_000,
  });
  const router = s.router(contract.dashboard, {
    getDashboard: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await service.all(currentUser(request).id) },
    }),
    getStats: async ({ request }) => {
      const userId = currentUser(request).id;
      return {
        status: 200,
        body: { success: true, data: await stats.read(userId, 'stats', () => service.stats(userId)) },
      };
    },
    getFavoritesByNiche: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await service.byNiche(currentUser(request).id) },
    }),
    getRecentFavorites: async ({ query, request }) => ({
      status: 200,
      body: { success: true, data: await service.recent(currentUser(request).id, query.limit) },
    }),
  });
  registerContractRouter(app, router, { serializer: 'schema' });
};
