import type { Db } from '../../db/client';
import * as repo from './favorite-stats.repo';
import { toFavorite } from './favorite-view';

/** Counts and latest favorites, for the dashboard. */
export const createFavoriteStats = (db: Db) => ({
  async counts(userId: string): Promise<repo.FavoriteCounts> {
    return (await repo.favoriteCountsByUser(db, [userId])).get(userId) ?? { total: 0, adsSaved: 0 };
  },
  countsByUser: (userIds: string[]) => repo.favoriteCountsByUser(db, userIds),
  byNiche: (userId: string) => repo.favoritesByNiche(db, userId),
  recent: async (userId: string, limit: number) =>
    (await repo.recentFavorites(db, userId, limit)).map(toFavorite),
});
