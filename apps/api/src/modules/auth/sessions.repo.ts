import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiTokens, sessions, users } from '../../db/schema';

export const createSession = async (
  db: DbOrTx,
  input: {
    userId: string;
    ttlDays: number;
    userAgent?: string | null;
    ip?: string | null;
    rotatedFromId?: string;
  },
) => {
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

/** Live session with its user, in one round trip. */
export const findLiveSession = async (db: DbOrTx, sessionId: string) => {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
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

export const revokeAllSessions = (db: DbOrTx, userId: string) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

export const findActiveTokenByPrefix = async (db: DbOrTx, prefix: string) => {
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.prefix, prefix), isNull(apiTokens.revokedAt)))
    .limit(1);
  return row;
};

export const recordTokenUse = (db: DbOrTx, tokenId: string) =>
  db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()`, usageCount: sql`${apiTokens.usageCount} + 1` })
    .where(eq(apiTokens.id, tokenId));

export const touchUserActivity = (db: DbOrTx, userId: string) =>
  db.update(users).set({ lastActivityAt: sql`now()` }).where(eq(users.id, userId));
