import { contract, FAVORITE_MESSAGES, STUDIO_MESSAGES, type StudioItem } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { conflict, notFound } from '../../lib/app-error';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { toFavorite } from '../favorites/favorite-view';
import { findFavorite } from '../favorites/favorites.repo';
import * as repo from './studio.repo';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findStudioItem>>>;
const toStudioItem = ({ studioItemId, addedToStudioAt, ...favorite }: Row): StudioItem => ({
  ...toFavorite(favorite),
  studio_item_id: studioItemId,
  favorite_id: favorite.id,
  added_to_studio_at: addedToStudioAt.toISOString(),
});

export const studioModule = async (app: FastifyInstance, _opts: { config: Config }) => {
  const db = app.db;
  const router = s.router(contract.studio, {
    addToStudio: async ({ body, request }) => {
      const user = currentUser(request);
      if (!(await findFavorite(db, user.id, body.id))) throw notFound(FAVORITE_MESSAGES.notFound);
      const id = await repo.insertStudioItem(db, user.id, body.id);
      if (!id) throw conflict(STUDIO_MESSAGES.alreadyThere);
      const row = await repo.findStudioItem(db, user.id, id);
      return {
        status: 201,
        body: { success: true, data: toStudioItem(row!), message: STUDIO_MESSAGES.added },
      };
    },
    getStudio: async ({ request }) => ({
      status: 200,
      body: {
        success: true,
        data: (await repo.listStudioItems(db, currentUser(request).id)).map(toStudioItem),
      },
    }),
    removeFromStudio: async ({ params, request }) => {
      if (!(await repo.deleteStudioItem(db, currentUser(request).id, params.id))) {
        throw notFound(STUDIO_MESSAGES.notFound);
      }
      return { status: 200, body: { success: true, message: STUDIO_MESSAGES.removed } };
    },
  });
  registerContractRouter(app, contract.studio, router);
};
