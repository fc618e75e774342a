import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type NewUserRow, type UserRow, users } from '../../db/schema';

/** The only writes to `users`; other modules go through the users service. */

export const findUserByEmail = async (db: DbOrTx, email: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
};

export const findUserById = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
};

export const findUsersByIds = (db: DbOrTx, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([] as UserRow[]) : db.select().from(users).where(inArray(users.id, ids));

export const insertUser = async (db: DbOrTx, values: NewUserRow) => {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
};

export const updateUser = async (db: DbOrTx, id: string, values: Partial<NewUserRow>) => {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
};

export const updatePasswordHash = (db: DbOrTx, userId: string, passwordHash: string) =>
  db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));

export const touchUserActivity = (db: DbOrTx, userId: string) =>
  db.update(users).set({ lastActivityAt: sql`now()` }).where(eq(users.id, userId));

/** Sessions, tokens and resets go with the user through their ON DELETE CASCADE keys. */
export const deleteUser = async (db: DbOrTx, id: string): Promise<Pick<UserRow, 'id'> | undefined> => {
  const [row] = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return row;
};
