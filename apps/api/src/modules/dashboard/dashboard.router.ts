import { contract } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { answerCache } from '../../lib/answer-cache';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { createDashboardService } from './dashboard.service';

export const dashboardModule = async (app: FastifyInstance, _opts: { config: Config }) => {
  const service = createDashboardService(app);
  // Per account: its favorites and its starred interests are what the numbers count.
  const stats = answerCache(
    app,
    contract.dashboard.getStats,
    app.changes.cache<Buffer>(['favorites', 'interests'], { maxEntries: 10_000 }),
    { perAccount: true },
  );
  const router = s.router(contract.dashboard, {
    getDashboard: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await service.all(currentUser(request).id) },
    }),
    getStats: async ({ request, reply }) => {
      const userId = currentUser(request).id;
      type Stats = { success: true; data: Awaited<ReturnType<typeof service.stats>> };
      const body = await stats.read<Stats>(request, reply, async () => ({
        success: true,
        data: await service.stats(userId),
      }));
      return { status: 200, body };
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
