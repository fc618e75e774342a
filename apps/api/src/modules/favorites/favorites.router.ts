import { AD_FAVORITE_MESSAGES, contract, FAVORITE_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { answerCache } from '../../lib/answer-cache';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { createAdFavorites } from './ad-favorites';

/** Favorites pages a replica keeps (a page of 20 favorites is ~20 kB), and their bytes at most. */
const LIST_CACHE_ENTRIES = 2000;
const LIST_CACHE_BYTES = 16 * 1024 * 1024;

export const favoritesModule = async (app: FastifyInstance, _opts: { config: Config }) => {
  const service = app.favorites;
  // Per account: any write to the account's favorites (or to their Studio items, which the cards
  // show) drops its pages here and, through the change feed, on every replica.
  const pages = answerCache(
    app,
    contract.favorites.getFavorites,
    app.changes.cache<Buffer>(['favorites'], {
      maxEntries: LIST_CACHE_ENTRIES,
      maxBytes: LIST_CACHE_BYTES,
      sizeOf: (bytes) => bytes.byteLength,
    }),
    { perAccount: true },
  );
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
    getFavorites: async ({ query, request, reply }) => {
      const userId = currentUser(request).id;
      type Page = { success: true } & Awaited<ReturnType<typeof service.list>>;
      const body = await pages.read<Page>(request, reply, async () => ({
        success: true,
        ...(await service.list(userId, query)),
      }));
      return { status: 200, body };
    },
    createFavorite: async ({ body, request }) => ({
      status: 201,
      body: {
        success: true,
        // The Chrome extension calls with its API token; the web app with a session.
        data: await adFavorites.createFromInput(
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
  registerContractRouter(app, router, { serializer: 'schema' });
};
