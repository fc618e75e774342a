import { AD_FAVORITE_MESSAGES, contract, FAVORITE_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { createAdFavorites } from './ad-favorites';

export const favoritesModule = async (app: FastifyInstance, _opts: { config: Config }) => {
  const service = app.favorites;
  const adFavorites = createAdFavorites({ db: app.db, favorites: service, ads: app.adLibrary });

  const router = s.router(contract.favorites, {
    getFavoritedAdIds: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await adFavorites.favoritedIds(currentUser(request).id) },
    }),
    addAdToFavorites: async ({ params, body, request }) => ({
      status: 201,
      body: {
        success: true,
        data: await adFavorites.add(currentUser(request), params.id, body),
        message: AD_FAVORITE_MESSAGES.added,
      },
    }),
    removeAdFromFavorites: async ({ params, request }) => {
      await adFavorites.remove(currentUser(request), params.id);
      return { status: 200, body: { success: true, message: AD_FAVORITE_MESSAGES.removed } };
    },
    getFavorites: async ({ query, request }) => ({
      status: 200,
      body: { success: true, ...(await service.list(currentUser(request).id, query)) },
    }),
    createFavorite: async ({ body, request }) => ({
      status: 201,
      body: {
        success: true,
        // The Chrome extension calls with its API token; the web app with a session.
        data: await service.create(
          currentUser(request),
          body,
          request.auth?.kind === 'token' ? 'extension' : 'manual',
        ),
        message: FAVORITE_MESSAGES.created,
      },
    }),
    updateFavorite: async ({ params, body, request }) => ({
      status: 200,
      body: {
        success: true,
        data: await service.update(currentUser(request).id, params.id, body),
        message: FAVORITE_MESSAGES.updated,
      },
    }),
    deleteFavorite: async ({ params, request }) => {
      await service.remove(currentUser(request).id, params.id);
      return { status: 200, body: { success: true, message: FAVORITE_MESSAGES.deleted } };
    },
  });
  registerContractRouter(app, router);
};
