import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

export interface NewSession {
  userId: string;
  ttlDays: number;
  userAgent?: string | null | undefined;
  ip?: string | null | undefined;
  rotatedFromId?: string | undefined;
}

export const createSession = async (db: DbOrTx, input: NewSession) => {
  const expiresAt = new Date(Date.now() + input.ttlDays * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      expiresAt,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ip: input.ip ?? null,
      rotatedFromId: input.rotatedFromId ?? null,
    })
    .returning();
  return row!;
};

/**
 * Live session with its user, in one round trip, as a prepared statement: every authenticated
 * request runs it, and building its SQL each time cost more than the query (issue 14's profile).
 */
export const prepareFindLiveSession = (db: Db) => {
  const statement = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('sessions_find_live');
  return async (sessionId: string) => {
    const [row] = await statement.execute({ sessionId });
    return row;
  };
};

/** Revokes once: of two concurrent callers only one gets the row back. */
export const revokeSession = async (db: DbOrTx, sessionId: string) => {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .returning({ id: sessions.id, userId: sessions.userId });
  return row;
};

/** Every live session of the user, except `keepSessionId` when given (the one asking). */
export const revokeUserSessions = (db: DbOrTx, userId: string, keepSessionId: string | null = null) =>
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
