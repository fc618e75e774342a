import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type FolderRow, favorites, folders, users } from '../../db/schema';
import { countOfUser, countPerUser } from '../../db/sql';

const withCount = {
  ...getTableColumns(folders),
  // A read of the favorites table (its rows are written by the favorites module only). Qualified by
  // hand: drizzle drops table names in single-table selects.
  favoritesCount:
    sql<number>`(select count(*)::int from ${favorites} fav where fav.folder_id = "folders"."id")`.as(
      'favorites_count',
    ),
};
export type FolderWithCount = FolderRow & { favoritesCount: number };

export const listFolders = (db: DbOrTx, userId: string) =>
  db
    .select(withCount)
    .from(folders)
    .where(eq(folders.userId, userId))
    .orderBy(asc(folders.sortOrder), asc(folders.createdAt));

export const findFolder = async (db: DbOrTx, userId: string, id: string): Promise<FolderWithCount | null> => {
  const [row] = await db
    .select(withCount)
    .from(folders)
    .where(and(eq(folders.id, id), eq(folders.userId, userId)));
  return row ?? null;
};

export const countFolders = (db: DbOrTx, userId: string) => countOfUser(db, folders, folders.userId, userId);

export const folderCountsByUser = (db: DbOrTx, userIds: string[]) =>
  countPerUser(db, folders, folders.userId, userIds);

export const insertFolder = async (db: DbOrTx, values: typeof folders.$inferInsert) => {
  const [row] = await db.insert(folders).values(values).returning({ id: folders.id });
  return row!.id;
};

export const updateFolder = async (
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<typeof folders.$inferInsert>,
) => {
  const [row] = await db
    .update(folders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(folders.id, id), eq(folders.userId, userId)))
    .returning({ id: folders.id });
  return row?.id ?? null;
};

/** The foreign key moves the folder's favorites to 'Sem Pasta' (folder_id null). */
export const deleteFolder = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .delete(folders)
    .where(and(eq(folders.id, id), eq(folders.userId, userId)))
    .returning({ id: folders.id });
  return row?.id ?? null;
};

export const findSharedFolder = async (db: DbOrTx, token: string) => {
  const [row] = await db
    .select({ folder: folders, ownerName: users.name })
    .from(folders)
    .innerJoin(users, eq(users.id, folders.userId))
    .where(and(eq(folders.shareToken, token), eq(folders.isPublic, true)));
  return row ?? null;
};
