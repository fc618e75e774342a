import { contract } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { toFavorite } from '../favorites/favorite-view';
import { favoritesByNiche, recentFavorites } from '../favorites/favorites.repo';
import { countAdsSaved, countFavoriteInterests, countFavorites } from './dashboard.repo';

const stats = async (db: Db, userId: string) => {
  const [favorites_count, favorite_interests_count, total_ads_saved] = await Promise.all([
    countFavorites(db, userId),
    countFavoriteInterests(db, userId),
    countAdsSaved(db, userId),
  ]);
  return { favorites_count, favorite_interests_count, total_ads_saved };
};
const recent = async (db: Db, userId: string, limit: number) =>
  (await recentFavorites(db, userId, limit)).map(toFavorite);

export const dashboardModule = async (app: FastifyInstance, _opts: { config: Config }) => {
  const db = app.db;
  const router = s.router(contract.dashboard, {
    getDashboard: async ({ request }) => {
      const user = currentUser(request);
      const [s1, byNiche, latest] = await Promise.all([
        stats(db, user.id),
        favoritesByNiche(db, user.id),
        recent(db, user.id, 10),
      ]);
      return {
        status: 200,
        body: {
          success: true,
          data: {
            meta: { generated_at: new Date().toISOString(), user_id: user.id },
            stats: s1,
            favorites_by_niche: byNiche,
            recent_favorites: latest,
          },
        },
      };
    },
    getStats: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await stats(db, currentUser(request).id) },
    }),
    getFavoritesByNiche: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await favoritesByNiche(db, currentUser(request).id) },
    }),
    getRecentFavorites: async ({ query, request }) => ({
      status: 200,
      body: { success: true, data: await recent(db, currentUser(request).id, query.limit) },
    }),
  });
  registerContractRouter(app, contract.dashboard, router);
};
