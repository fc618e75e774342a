import { AD_SAVED_SOURCES } from '@sniperads/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favorites } from '../../db/schema';
import { favoriteSelection } from './favorites.repo';

export const countFavorites = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  return row?.n ?? 0;
};

/** "Anúncios Salvos": favorites saved from the ad library or by the Chrome extension. */
export const countAdsSaved = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.source, [...AD_SAVED_SOURCES])));
  return row?.n ?? 0;
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
