import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type NewUserRow, users } from '../../db/schema';

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

export const insertUser = async (db: DbOrTx, values: NewUserRow) => {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
};

export const updatePasswordHash = (db: DbOrTx, userId: string, passwordHash: string) =>
  db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));

/** Postgres unique_violation, as raised by both drivers. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const e = error as { code?: string; constraint_name?: string; constraint?: string; cause?: unknown };
  if (e?.code === '23505') {
    return !constraint || e.constraint_name === constraint || e.constraint === constraint;
  }
  return e?.cause ? isUniqueViolation(e.cause, constraint) : false;
};
