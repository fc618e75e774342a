import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { studioItems } from '../../db/schema';

const selection = {
  id: studioItems.id,
  favoriteId: studioItems.favoriteId,
  createdAt: studioItems.createdAt,
};
export type StudioItemRef = { id: string; favoriteId: string; createdAt: Date };

export const listStudioItems = (db: DbOrTx, userId: string): Promise<StudioItemRef[]> =>
  db
    .select(selection)
    .from(studioItems)
    .where(eq(studioItems.userId, userId))
    .orderBy(desc(studioItems.createdAt), desc(studioItems.id));

export const findStudioItem = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .select(selection)
    .from(studioItems)
    .where(and(eq(studioItems.id, id), eq(studioItems.userId, userId)));
  return row ?? null;
};

/** null when the favorite is already in the studio (unique index on favorite_id). */
export const insertStudioItem = async (db: DbOrTx, userId: string, favoriteId: string) => {
  const [row] = await db
    .insert(studioItems)
    .values({ userId, favoriteId })
    .onConflictDoNothing()
    .returning({ id: studioItems.id });
  return row?.id ?? null;
};

export const deleteStudioItem = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .delete(studioItems)
    .where(and(eq(studioItems.id, id), eq(studioItems.userId, userId)))
    .returning({ id: studioItems.id });
  return row?.id ?? null;
};
