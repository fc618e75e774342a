import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

export const updateProfileFields = async (
  db: DbOrTx,
  userId: string,
  values: Partial<
    Pick<typeof users.$inferInsert, 'name' | 'email' | 'bio' | 'company' | 'website' | 'avatarUrl'>
  >,
) => {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
};

/** Every live session of the user except the one making the request. */
export const revokeOtherSessions = (db: DbOrTx, userId: string, keepSessionId: string | null) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
