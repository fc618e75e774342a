import { contract, INTEREST_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { createGraphClient } from '../../lib/meta-graph';
import { currentUser } from '../../plugins/auth';
import { requirePlanFeature } from '../users/plan';
import { createInterestSearch, INTEREST_CACHE_TTL_MS } from './search.service';

export const interestsModule = async (app: FastifyInstance, { config }: { config: Config }) => {
  const { accessToken, graphVersion, graphUrl } = config.meta;
  const graph = accessToken
    ? createGraphClient({ accessToken, version: graphVersion, baseUrl: graphUrl })
    : null;
  const search = createInterestSearch({ db: app.db, graph, log: app.log });
  const lists = app.interestLists;

  // The answer cache is swept every 5 minutes; the timer never keeps the process alive.
  const sweeper = setInterval(() => search.sweep(), INTEREST_CACHE_TTL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  const router = s.router(contract.interests, {
    searchInterests: async ({ query, request }) => {
      // Hidden interests are a Pro feature: Free sees the upgrade explanation instead of results.
      requirePlanFeature(currentUser(request), 'hiddenInterests');
      return { status: 200, body: { success: true, data: await search.search(query) } };
    },
    getFavoriteInterests: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await lists.listFavorites(currentUser(request).id) },
    }),
    countFavoriteInterests: async ({ request }) => ({
      status: 200,
      body: { success: true, data: { count: await lists.countFavorites(currentUser(request).id) } },
    }),
    createFavoriteInterest: async ({ body, request }) => ({
      status: 201,
      body: {
        success: true,
        data: await lists.addFavorite(currentUser(request), body),
        message: INTEREST_MESSAGES.favoriteAdded,
      },
    }),
    deleteFavoriteInterest: async ({ params, request }) => {
      await lists.removeFavorite(currentUser(request).id, params.id);
      return { status: 200, body: { success: true, message: INTEREST_MESSAGES.favoriteRemoved } };
    },
    getTrackedInterests: async ({ query, request }) => ({
      status: 200,
      body: { success: true, data: await lists.listTracked(currentUser(request).id, query) },
    }),
    createTrackedInterest: async ({ body, request }) => ({
      status: 201,
      body: {
        success: true,
        data: await lists.createTracked(currentUser(request), body),
        message: INTEREST_MESSAGES.trackedCreated,
      },
    }),
    updateTrackedInterest: async ({ params, body, request }) => ({
      status: 200,
      body: {
        success: true,
        data: await lists.updateTracked(currentUser(request).id, params.id, body),
        message: INTEREST_MESSAGES.trackedUpdated,
      },
    }),
    deleteTrackedInterest: async ({ params, request }) => {
      await lists.removeTracked(currentUser(request).id, params.id);
      return { status: 200, body: { success: true, message: INTEREST_MESSAGES.trackedDeleted } };
    },
  });
  registerContractRouter(app, router);
};
