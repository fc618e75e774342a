import { AD_SAVED_SOURCES } from '@sniperads/contract';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favorites } from '../../db/schema';
import { favoriteSelection } from './favorites.repo';

export interface FavoriteCounts {
  total: number;
  /** "Anúncios Salvos": favorites saved from the ad library or by the Chrome extension. */
  adsSaved: number;
}

/**
 * The favorite counts of each account, the one definition behind the user's dashboard, the admin
 * area and the plan limits; accounts with none are left out.
 */
export const favoriteCountsByUser = async (db: DbOrTx, userIds: string[]) => {
  const counts = new Map<string, FavoriteCounts>();
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({
      userId: favorites.userId,
      total: sql<number>`count(*)::int`,
      adsSaved: sql<number>`(count(*) filter (where ${inArray(favorites.source, [...AD_SAVED_SOURCES])}))::int`,
    })
    .from(favorites)
    .where(inArray(favorites.userId, userIds))
    .groupBy(favorites.userId);
  for (const { userId, ...c } of rows) counts.set(userId, c);
  return counts;
};

export const recentFavorites = (db: DbOrTx, userId: string, limit: number) =>
  db
    .select(favoriteSelection)
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id))
    .limit(limit);

export const favoritesByNiche = (db: DbOrTx, userId: string) =>
  db
    .select({ niche: favorites.niche, count: sql<number>`count(*)::int` })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .groupBy(favorites.niche)
    .orderBy(desc(sql`count(*)`), asc(favorites.niche));
