import type { Db } from '../../db/client';
import * as repo from './favorite-stats.repo';
import { toFavorite } from './favorite-view';

/** Counts and latest favorites, for the dashboard. */
export const createFavoriteStats = (db: Db) => ({
  async counts(userId: string) {
    const [total, adsSaved] = await Promise.all([
      repo.countFavorites(db, userId),
      repo.countAdsSaved(db, userId),
    ]);
    return { total, adsSaved };
  },
  byNiche: (userId: string) => repo.favoritesByNiche(db, userId),
  recent: async (userId: string, limit: number) =>
    (await repo.recentFavorites(db, userId, limit)).map(toFavorite),
});
